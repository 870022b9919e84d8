// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '@/domain/schemas/auth';
import { FAKE_IDENTITIES } from '../testing/fake-identities';
import { createSessionStore, USER_DATA_PREFIX } from './session-store';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the session across a reload', () => {
    createSessionStore(localStorage).start(FAKE_IDENTITIES.finance);
    const reloaded = createSessionStore(localStorage);
    expect(reloaded.token()).toBe(FAKE_IDENTITIES.finance.token);
    expect(reloaded.getState().session?.userInfo.username).toBe('harbour.finance');
  });

  it('abandons a login answer without token, user or company (SPEC 4)', () => {
    const store = createSessionStore(localStorage);
    for (const missing of ['token', 'userInfo', 'company'] as const) {
      const partial = { ...FAKE_IDENTITIES.operator, [missing]: undefined } as unknown as LoginResult;
      expect(store.start(partial)).toBe(false);
    }
    expect(store.getState().session).toBeNull();
  });

  it('logout clears token, identity and per-user data, and flags why', () => {
    const store = createSessionStore(localStorage);
    store.start(FAKE_IDENTITIES.operator);
    localStorage.setItem(`${USER_DATA_PREFIX}flight.search`, '{}');
    localStorage.setItem('tessera.language', 'en');
    expect(store.end('user')).toBe(true);
    expect(store.getState()).toEqual({ session: null, ended: 'user' });
    expect(localStorage.getItem(`${USER_DATA_PREFIX}flight.search`)).toBeNull();
    expect(localStorage.getItem('tessera.language')).toBe('en');
    expect(createSessionStore(localStorage).token()).toBeNull();
  });

  it('ends a session only once (several failing requests, one message)', () => {
    const store = createSessionStore(null);
    store.start(FAKE_IDENTITIES.operator);
    expect(store.end('expired')).toBe(true);
    expect(store.end('expired')).toBe(false);
  });

  it('notifies subscribers and replaces the user on profile updates', () => {
    const store = createSessionStore(null);
    let calls = 0;
    store.subscribe(() => calls++);
    store.start(FAKE_IDENTITIES.operator);
    store.updateUser({ ...FAKE_IDENTITIES.operator.userInfo, nickname: 'Ops' });
    expect(calls).toBe(2);
    expect(store.getState().session?.userInfo.nickname).toBe('Ops');
  });

  it('stays quiet when the server confirms what is kept, and tells when it differs', () => {
    const store = createSessionStore(null);
    const { userInfo, company, permissions, websitePrefix } = FAKE_IDENTITIES.operator;
    const prefix = websitePrefix ?? '';
    store.start(FAKE_IDENTITIES.operator);
    const before = store.getState();
    let calls = 0;
    store.subscribe(() => calls++);
    // The same identity in a new object, keys in another order: nothing to re-render.
    store.refresh({ permissions: [...(permissions ?? [])], company: { ...company }, websitePrefix: prefix, userInfo: { ...userInfo } });
    store.updateUser({ ...userInfo });
    expect(calls).toBe(0);
    expect(store.getState()).toBe(before);
    store.refresh({ userInfo: { ...userInfo, nickname: 'Renamed' }, company, permissions: permissions ?? [], websitePrefix: prefix });
    expect(calls).toBe(1);
    expect(store.getState().session?.userInfo.nickname).toBe('Renamed');
  });
});

describe('end acknowledgement', () => {
  it('forgets why the session ended once acknowledged, keeping the user logged out', () => {
    const store = createSessionStore(null);
    store.start(FAKE_IDENTITIES.operator);
    store.end('user');
    store.acknowledgeEnd();
    expect(store.getState()).toEqual({ session: null, ended: null });
  });
});
