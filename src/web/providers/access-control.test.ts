// @vitest-environment jsdom
import modelText from '../../../access/model.conf?raw';
import policyText from '../../../access/policy.csv?raw';
import { describe, expect, it, vi } from 'vitest';
import { createAccessChecker, type AccessChecker } from '@/domain/access/enforcer';
import { ANONYMOUS, type AccessSubject } from '@/domain/access/subject';
import { MENU_GROUPS, RESOURCES } from '@resources';
import { loadAccessChecker } from '../access/checker';
import { subjectOf } from '../access/subject-of';
import { createSessionStore, type Session } from '../session/session-store';
import { FAKE_IDENTITIES, type FakeRole } from '../testing/fake-identities';
import { createAccessControlProvider } from './access-control';

function sessionOf(role: FakeRole): Session {
  const store = createSessionStore(null);
  store.start(FAKE_IDENTITIES[role]);
  const session = store.getState().session;
  if (!session) throw new Error('no session');
  return session;
}

/** A provider whose checker factory is counted, to prove it is built once and reused. */
function providerFor(subject: () => AccessSubject) {
  let built = 0;
  let checker: Promise<AccessChecker> | null = null;
  const enforce = vi.fn<AccessChecker['can']>();
  const loadChecker = () =>
    (checker ??= createAccessChecker(modelText, policyText).then((real) => {
      built++;
      return { can: (...args) => (enforce(...args), real.can(...args)) } satisfies AccessChecker;
    }));
  const provider = createAccessControlProvider({ loadChecker, getSubject: subject, menuGroups: MENU_GROUPS });
  return { provider, built: () => built, enforce };
}

async function canList(role: FakeRole, resource: string): Promise<boolean> {
  const subject = subjectOf(sessionOf(role));
  const { provider } = providerFor(() => subject);
  return (await provider.can({ resource, action: 'list' })).can;
}

describe('access control provider', () => {
  it('builds one enforcer and reuses it for every check', async () => {
    const subject = subjectOf(sessionOf('operator'));
    const { provider, built } = providerFor(() => subject);
    for (const r of RESOURCES) await provider.can({ resource: r.name, action: 'list' });
    await Promise.all(RESOURCES.map((r) => provider.can({ resource: r.name, action: 'show' })));
    expect(built()).toBe(1);
  });

  it('the app-wide loader hands out the same checker every time', () => {
    expect(loadAccessChecker()).toBe(loadAccessChecker());
  });

  it('computes the subject once per session object', () => {
    const session = sessionOf('finance');
    expect(subjectOf(session)).toBe(subjectOf(session));
    expect(subjectOf(null)).toBe(ANONYMOUS);
  });

  it('remembers route decisions per subject (casbin asked once per route)', async () => {
    const subject = subjectOf(sessionOf('superUser'));
    const { provider, enforce } = providerFor(() => subject);
    await provider.can({ resource: 'bills-wallet', action: 'list' });
    await provider.can({ resource: 'bills-wallet', action: 'list' });
    expect(enforce.mock.calls.filter((c) => c[1] === 'route:bills-wallet')).toHaveLength(1);
  });

  const expectations: Record<FakeRole, Record<string, boolean>> = {
    operator: {
      'flight-booking': true,
      'flight-group-order': true,
      'train-booking': true,
      'train-orders': true,
      'bills-wallet': false,
      'agency-manager': false,
      'user-log': false,
      company: false,
      users: true,
      profile: true,
    },
    finance: {
      'flight-booking': false,
      'train-booking': false,
      'train-orders': true,
      'bills-wallet': true,
      'bills-statements': true,
      'agency-manager': true,
      'user-log': false,
      profile: true,
    },
    superUser: {
      'flight-booking': true,
      'train-booking': true,
      'bills-transactions': true,
      'agency-manager': true,
      'agency-manager-statements': true,
      'user-log': true,
      company: true,
    },
    platformAdmin: {
      desk: true,
      'flight-orders': true,
      'order-review': true,
      'flight-booking': false,
      'bills-statements': false,
      'user-log': true,
    },
    subAgency: {
      'flight-booking': true,
      'train-booking': false,
      'train-orders': false,
      'bills-wallet': false,
      'agency-manager': false,
      'user-log': true,
      company: true,
    },
  };

  for (const [role, routes] of Object.entries(expectations) as [FakeRole, Record<string, boolean>][]) {
    it(`decides the menu routes of ${role}`, async () => {
      for (const [route, allowed] of Object.entries(routes)) {
        expect({ route, can: await canList(role, route) }).toEqual({ route, can: allowed });
      }
    });
  }

  it('shows a menu group only when one of its entries is allowed', async () => {
    expect(await canList('operator', 'bills')).toBe(false);
    expect(await canList('operator', 'flight')).toBe(true);
    expect(await canList('finance', 'bills')).toBe(true);
    expect(await canList('finance', 'flight')).toBe(false);
    expect(await canList('subAgency', 'train')).toBe(false);
    expect(await canList('subAgency', 'agency')).toBe(false);
  });

  it('a visitor may open only the public pages', async () => {
    const { provider } = providerFor(() => ANONYMOUS);
    expect((await provider.can({ resource: 'profile', action: 'list' })).can).toBe(true);
    expect((await provider.can({ resource: 'flight-booking', action: 'list' })).can).toBe(false);
    expect((await provider.can({ resource: 'users', action: 'list' })).can).toBe(false);
  });

  it('gates buttons and actions by the API object the resource is bound to', async () => {
    const operator = subjectOf(sessionOf('operator'));
    const { provider, enforce } = providerFor(() => operator);
    expect((await provider.can({ resource: 'profile', action: 'edit' })).can).toBe(true);
    expect(enforce).toHaveBeenLastCalledWith(operator, 'api:me', 'write');
    // Everyone reads the agency's users; only a SuperUser changes them.
    expect((await provider.can({ resource: 'users', action: 'create' })).can).toBe(false);
    expect((await provider.can({ resource: 'users', action: 'resetPassword' })).can).toBe(false);
    expect((await provider.can({ resource: 'flight-orders', action: 'refund' })).can).toBe(true);
    expect((await provider.can({ resource: 'flight-orders', action: 'lock' })).can).toBe(true);
    expect(enforce).toHaveBeenLastCalledWith(operator, 'api:flight-order-lock', 'write');
    // Refine's own buttons pass the API path as the name and the declaration in params.
    expect((await provider.can({ resource: 'base/v2/users', action: 'delete' })).can).toBe(false);
    const superUser = subjectOf(sessionOf('superUser'));
    const su = providerFor(() => superUser).provider;
    expect((await su.can({ resource: 'users', action: 'create' })).can).toBe(true);
    expect((await su.can({ resource: 'base/v2/users', action: 'delete' })).can).toBe(true);
  });

  it("the webhook signing key is issued by an agency's SuperUser only; platform staff may revoke it, and read the security log", async () => {
    const can = (role: FakeRole, resource: string, action: string) =>
      providerFor(() => subjectOf(sessionOf(role)))
        .provider.can({ resource, action })
        .then((r) => r.can);
    expect(await can('superUser', 'company', 'notifySecret')).toBe(true);
    expect(await can('operator', 'company', 'notifySecret')).toBe(false);
    expect(await can('platformAdmin', 'company', 'notifySecret')).toBe(false);
    expect(await can('platformAdmin', 'agency-manager', 'revokeNotifySecret')).toBe(true);
    expect(await can('platformAdmin', 'security-log', 'list')).toBe(true);
    expect(await can('superUser', 'security-log', 'list')).toBe(false);
  });

  it('refuses actions a declaration does not list, and resources nobody declared', async () => {
    const superUser = subjectOf(sessionOf('superUser'));
    const { provider } = providerFor(() => superUser);
    expect((await provider.can({ resource: 'users', action: 'impersonate' })).can).toBe(false);
    expect((await provider.can({ resource: 'agencies-typo', action: 'list' })).can).toBe(false);
  });
});
