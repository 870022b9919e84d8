// Agency administration calls (SPEC 7 /base/v2/agencies...). Lists go through Refine's data provider.
import type { AxiosInstance } from 'axios';
import type { Agency, AgencyConfig, LookToBook } from '@/domain/schemas/agencies';
import type { AgencySettings } from '@/domain/schemas/agency-settings';

export const AGENCIES = 'base/v2/agencies';
const base = `/${AGENCIES}`;

export interface AgencyInput {
  name: string;
  alias?: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  dedicatedService?: string | null;
  domainLimit?: string | null;
  extraInfo?: string | null;
  status?: 'active' | 'inactive';
}

export interface NewAgencyInput extends AgencyInput {
  settlementCurrency?: string;
  parentId?: number | null;
  superUser: { username: string; email: string; nickname?: string | null };
}

export interface CreatedAgency {
  agency: Agency;
  superUser: { id: number; username: string; password: string };
}

export const agencyApi = {
  get: async (http: AxiosInstance, id: number) => (await http.get<Agency>(`${base}/${id}`)).data,
  create: async (http: AxiosInstance, input: NewAgencyInput) => (await http.post<CreatedAgency>(base, input)).data,
  update: async (http: AxiosInstance, id: number, input: Partial<AgencyInput>) => (await http.put<Agency>(`${base}/${id}`, input)).data,
  remove: async (http: AxiosInstance, id: number, confirm: string) => {
    await http.delete(`${base}/${id}`, { data: { confirm } });
  },
  config: async (http: AxiosInstance, id: number) => (await http.get<AgencyConfig>(`${base}/${id}/config`)).data,
  saveConfig: async (http: AxiosInstance, id: number, settings: AgencySettings) => (await http.put<AgencyConfig>(`${base}/${id}/config`, settings)).data,
  logo: async (http: AxiosInstance, id: number, image: string) => (await http.put<Agency>(`${base}/${id}/logo`, { image })).data,
  resetSuperUserPassword: async (http: AxiosInstance, id: number) =>
    (await http.post<{ username: string; password: string }>(`${base}/${id}/superuser/password`)).data,
  apiKey: async (http: AxiosInstance, id: number) => (await http.post<{ apiKey: string; prefix: string }>(`${base}/${id}/apikey`)).data,
  lookToBook: async (http: AxiosInstance, id: number, from: string, to: string) =>
    (await http.get<LookToBook>(`${base}/${id}/look-to-book`, { params: { from, to } })).data,
};
