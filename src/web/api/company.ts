import type { AxiosInstance } from 'axios';
import type { CompanyProfile } from '@/domain/schemas/company';
import type { MemberCard, OftenUsedPassenger } from '@/domain/schemas/member-cards';
import type { Passenger } from '@/domain/schemas/passenger';

export const companyApi = {
  get: async (http: AxiosInstance) => (await http.get<CompanyProfile>('/base/v2/company')).data,
  update: async (http: AxiosInstance, input: { address: string | null; companyInfo: string | null }) => (await http.put<CompanyProfile>('/base/v2/company', input)).data,
  logo: async (http: AxiosInstance, image: string) => (await http.put<CompanyProfile>('/base/v2/company/logo', { image })).data,
};

const P = '/base/v2/often-used-passengers';
const C = '/base/v2/member-cards';

export const passengerApi = {
  list: async (http: AxiosInstance) => (await http.get<OftenUsedPassenger[]>(P)).data,
  create: async (http: AxiosInstance, p: Passenger) => (await http.post<OftenUsedPassenger>(P, p)).data,
  update: async (http: AxiosInstance, id: number, p: Passenger) => (await http.put<OftenUsedPassenger>(`${P}/${id}`, p)).data,
  remove: async (http: AxiosInstance, id: number) => {
    await http.delete(`${P}/${id}`);
  },
};

export interface MemberCardInput {
  airline: string;
  number: string;
  holderName?: string | null;
}

export const memberCardApi = {
  list: async (http: AxiosInstance) => (await http.get<MemberCard[]>(C)).data,
  create: async (http: AxiosInstance, card: MemberCardInput) => (await http.post<MemberCard>(C, card)).data,
  update: async (http: AxiosInstance, id: number, card: MemberCardInput) => (await http.put<MemberCard>(`${C}/${id}`, card)).data,
  remove: async (http: AxiosInstance, id: number) => {
    await http.delete(`${C}/${id}`);
  },
};
