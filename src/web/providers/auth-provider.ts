// Refine's auth provider over the session store: password and e-mail code login, logout that
// revokes the token, identity for the header. After a login it names the landing page (the safe
// return path, else the first page the user's access allows), so every way of logging in ends up
// in the same place.
import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import {
  loginWithCode,
  loginWithPartnerEntry,
  loginWithPassword,
  logout as revokeToken,
  type CodeCredentials,
  type PartnerEntryParams,
  type PasswordCredentials,
} from '../api/auth';
import type { SessionStore } from '../session/session-store';

export type LoginParams =
  ({ mode: 'password' } & PasswordCredentials) | ({ mode: 'code' } & CodeCredentials) | ({ mode: 'partner' } & PartnerEntryParams);

export interface Identity {
  id: number;
  name: string;
  username: string;
  email: string;
  avatar: string | null;
  roles: string[];
  companyName: string;
}

export interface AuthDeps {
  http: AxiosInstance;
  session: SessionStore;
  translate(key: string): string;
  /** Where the user just logged in should land. */
  landingPath(): Promise<string>;
}

export function createAuthProvider({ http, session, translate, landingPath }: AuthDeps): AuthProvider {
  return {
    login: async (params: LoginParams) => {
      try {
        const { mode, ...credentials } = params;
        const result =
          mode === 'code'
            ? await loginWithCode(http, credentials as CodeCredentials)
            : mode === 'partner'
              ? await loginWithPartnerEntry(http, credentials as PartnerEntryParams)
              : await loginWithPassword(http, credentials as PasswordCredentials);
        // An answer without token, user or company is abandoned silently.
        if (!session.start(result)) return { success: false };
        const redirectTo = await landingPath();
        // A special agency may ask for no "login successful" message.
        if (result.company.special?.suppressLoginMessage) return { success: true, redirectTo };
        return { success: true, redirectTo, successNotification: { message: translate('login.message.success') } };
      } catch (error) {
        return { success: false, error: error as Error };
      }
    },
    logout: async () => {
      const token = session.token();
      // Log out locally first: the UI must not wait on (or be blocked by) the server.
      session.end('user');
      if (token) {
        await revokeToken(http, token).catch(() => undefined);
      }
      return { success: true, redirectTo: '/', successNotification: { message: translate('login.message.logout') } };
    },
    check: async () => (session.token() ? { authenticated: true } : { authenticated: false, redirectTo: '/' }),
    getIdentity: async (): Promise<Identity | null> => {
      const current = session.getState().session;
      if (!current) return null;
      const user = current.userInfo;
      return {
        id: user.id,
        name: user.nickname || user.username,
        username: user.username,
        email: user.email,
        avatar: user.avatar,
        roles: [...user.role],
        companyName: current.company.alias || current.company.name,
      };
    },
    getPermissions: async () => session.getState().session?.permissions ?? [],
    // The HTTP layer already handles session-end codes (logs out, tells the user); route guards
    // then move the user. Nothing more to do for other errors: callers show their message.
    onError: async () => ({}),
  };
}
