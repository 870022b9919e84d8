import type { CodeCredentials, PasswordCredentials } from '@/web/api/auth';

/** What the login forms need from the outside. Each rejects with an Error whose message is shown. */
export interface LoginHandlers {
  loginWithPassword(values: PasswordCredentials): Promise<void>;
  /** Resolves with the seconds to wait before another code may be requested. */
  sendCode(email: string): Promise<number>;
  loginWithCode(values: CodeCredentials): Promise<void>;
}

export type LoginTab = 'password' | 'code';

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
