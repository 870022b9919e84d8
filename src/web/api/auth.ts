// Login and logout calls, the transport of Refine's auth provider (src/web/providers/auth-provider.ts):
// logging in happens before any session exists, so no data hook applies. The HTTP layer has already
// unwrapped the envelope.
import type { AxiosInstance } from 'axios';
import type { LoginResult } from '@/domain/schemas/auth';

export interface PasswordCredentials {
  /** Username or e-mail. */
  username: string;
  password: string;
}

export interface CodeCredentials {
  email: string;
  code: string;
}

export interface SendCodeResult {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export async function loginWithPassword(http: AxiosInstance, body: PasswordCredentials): Promise<LoginResult> {
  return (await http.post<LoginResult>('/base/v2/login', body)).data;
}

export async function sendLoginCode(http: AxiosInstance, email: string): Promise<SendCodeResult> {
  return (await http.post<SendCodeResult>('/base/v2/login/code/send', { email })).data;
}

export async function loginWithCode(http: AxiosInstance, body: CodeCredentials): Promise<LoginResult> {
  return (await http.post<LoginResult>('/base/v2/login/code', body)).data;
}

/** A partner platform's signed entry (the parameters of its link, as received). */
export interface PartnerEntryParams {
  code: string;
  signature: string;
  timestamp: string;
  userid: string;
  token?: string;
}

export async function loginWithPartnerEntry(http: AxiosInstance, body: PartnerEntryParams): Promise<LoginResult> {
  return (await http.post<LoginResult>('/base/v2/single-login', body)).data;
}

/**
 * Revokes the token server-side. The token is passed explicitly because the session has usually
 * been cleared locally already.
 */
export async function logout(http: AxiosInstance, token: string): Promise<void> {
  await http.delete('/base/v2/me', { headers: { Authorization: `Bearer ${token}` } });
}
