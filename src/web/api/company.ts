// The booking confirm step reads the caller's often-used passengers and member cards (the profile
// page writes them through Refine's resources).
import type { AxiosInstance } from 'axios';
import type { MemberCard, OftenUsedPassenger } from '@/domain/schemas/member-cards';

export const passengerApi = {
  list: async (http: AxiosInstance) => (await http.get<OftenUsedPassenger[]>('/base/v2/often-used-passengers')).data,
};

export const memberCardApi = {
  list: async (http: AxiosInstance) => (await http.get<MemberCard[]>('/base/v2/member-cards')).data,
};
