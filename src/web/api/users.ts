// User administration calls. Lists go through Refine's data provider.
import type { AxiosInstance } from 'axios';
import type { AdminUser, FlightLimits } from '@/domain/schemas/users';

export const USERS = 'base/v2/users';
const base = `/${USERS}`;

export interface UserInput {
  username?: string;
  email?: string;
  nickname?: string | null;
  mobile?: string | null;
  areaCode?: string;
  roles: string[];
  status: 'active' | 'inactive' | 'testing';
  flightLimits?: FlightLimits;
}

export const userApi = {
  create: async (http: AxiosInstance, input: UserInput) => (await http.post<{ user: AdminUser; password: string | null }>(base, input)).data,
  update: async (http: AxiosInstance, id: number, input: Omit<UserInput, 'username' | 'email'>) => (await http.put<AdminUser>(`${base}/${id}`, input)).data,
  remove: async (http: AxiosInstance, id: number) => {
    await http.delete(`${base}/${id}`);
  },
  resetPassword: async (http: AxiosInstance, id: number) => (await http.post<{ username: string; password: string }>(`${base}/${id}/password`)).data,
};
