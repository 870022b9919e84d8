// The session read (GET /me) and the personal config write the preferences provider uses.
import type { AxiosInstance } from 'axios';
import type { PersonalConfigKey, SessionInfo, UserInfo } from '@/domain/schemas/auth';

let pendingMe: AbortController | null = null;

/** A newer GET /me aborts the one still pending, so only the latest answer lands. */
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

export async function setPersonalConfig(http: AxiosInstance, key: PersonalConfigKey, value: unknown): Promise<UserInfo> {
  return (await http.put<UserInfo>(`/base/v2/me/config/${key}`, { value })).data;
}
