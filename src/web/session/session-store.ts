// The console's login state (SPEC 3 "User session", SPEC 4 "Login state"): token, identity, permissions
// and website prefix, persisted so a reload keeps the user logged in. A tiny external store so React
// (useSyncExternalStore), the HTTP layer and the providers share one source of truth.
import { dequal } from 'dequal/lite';
import type { Company, LoginResult, SessionInfo, UserInfo } from '@/domain/schemas/auth';

export interface Session {
  token: string;
  expiresAt: string;
  userInfo: UserInfo;
  company: Company;
  permissions: string[];
  websitePrefix: string;
}

/** Why the last session ended: the user logged out, or the server ended it (SPEC 8 session codes). */
export type EndReason = 'user' | 'expired';

export interface SessionState {
  session: Session | null;
  ended: EndReason | null;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  token(): string | null;
  /** A login answer. Returns false (and changes nothing) when it lacks a token, user or company. */
  start(result: LoginResult): boolean;
  /** A fresh GET /me answer for the current token. */
  refresh(info: SessionInfo): void;
  updateUser(user: UserInfo): void;
  /** Returns false when there was no session to end (so callers show the message once). */
  end(reason: EndReason): boolean;
  /** The user has been brought to a public page after the end: forget why it ended. */
  acknowledgeEnd(): void;
}

const SESSION_KEY = 'tessera.session';
/** Data kept per user by feature stores (flight search, ...): cleared with the session (SPEC 4). */
export const USER_DATA_PREFIX = 'tessera.user.';

export function createSessionStore(storage: Storage | null = browserStorage()): SessionStore {
  let state: SessionState = { session: load(storage), ended: null };
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    state = next;
    save(storage, next.session);
    listeners.forEach((l) => l());
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: () => state.session?.token ?? null,
    start(result) {
      if (!result?.token || !result.userInfo || !result.company) return false;
      set({
        session: {
          token: result.token,
          expiresAt: result.expiresAt,
          userInfo: result.userInfo,
          company: result.company,
          permissions: result.permissions ?? [],
          websitePrefix: result.websitePrefix ?? '',
        },
        ended: null,
      });
      return true;
    },
    refresh(info) {
      const current = state.session;
      if (!current) return;
      const next = { ...current, ...info };
      // Every page load asks the server who the user is, and the answer nearly always matches what
      // was kept. Telling the subscribers anyway re-rendered the whole console at once (a new
      // session object reaches every provider): a 100-200 ms task on a console page's load.
      if (dequal(next, current)) return;
      set({ session: next, ended: null });
    },
    updateUser(user) {
      const current = state.session;
      if (!current || dequal(current.userInfo, user)) return;
      set({ session: { ...current, userInfo: user }, ended: state.ended });
    },
    end(reason) {
      if (!state.session) return false;
      clearUserData(storage);
      set({ session: null, ended: reason });
      return true;
    },
    acknowledgeEnd() {
      if (state.ended !== null) set({ session: state.session, ended: null });
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep the session in memory only
  }
}

function load(storage: Storage | null): Session | null {
  const raw = storage?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || !value.userInfo || !value.company) return null;
    return value as Session;
  } catch {
    return null;
  }
}

function save(storage: Storage | null, session: Session | null): void {
  if (!storage) return;
  if (session) storage.setItem(SESSION_KEY, JSON.stringify(session));
  else storage.removeItem(SESSION_KEY);
}

function clearUserData(storage: Storage | null): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(USER_DATA_PREFIX)) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}
