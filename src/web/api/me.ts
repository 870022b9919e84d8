// The current user's profile and personal settings (SPEC 7 /base/v2/me*).
import type { AxiosInstance } from 'axios';
import type { PersonalConfigKey, SessionInfo, UserInfo } from '@/domain/schemas/auth';

let pendingMe: AbortController | null = null;

/** SPEC 7: a newer GET /me aborts the one still pending, so only the latest answer lands. */
export async function fetchMe(http: AxiosInstance): Promise<SessionInfo> {
  pendingMe?.abort();
  const controller = new AbortController();
  pendingMe = controller;
  try {
    return (await http.get<SessionInfo>('/base/v2/me', { signal: controller.signal })).data;
  } finally {
    if (pendingMe === controller) pendingMe = null;
  }
}

export interface ProfileChanges {
  nickname?: string | null;
  mobile?: string | null;
  areaCode?: string;
}

export async function updateMe(http: AxiosInstance, changes: ProfileChanges): Promise<UserInfo> {
  return (await http.put<UserInfo>('/base/v2/me', changes)).data;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(http: AxiosInstance, body: PasswordChange): Promise<void> {
  await http.put('/base/v2/me/password', body);
}

export async function setPersonalConfig(http: AxiosInstance, key: PersonalConfigKey, value: unknown): Promise<UserInfo> {
  return (await http.put<UserInfo>(`/base/v2/me/config/${key}`, { value })).data;
}
