// The route x identity matrix in full: for each declared route (resources/) and each demo user (and a
// visitor), what happens — the page, or a redirect to / with router.login / router.notRole — and
// where each user lands after login. Decided by the same casbin files the server and console use.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessChecker, type AccessChecker } from '@/domain/access/enforcer';
import { ANONYMOUS, subjectFor, type AccessSubject } from '@/domain/access/subject';
import { guardOutcome, landingPath, RESOURCES, ROUTES } from '@resources';
import { DEMO_AGENCIES, DEMO_USERS } from '@/server/db/seed';

type Outcome = 'page' | 'login' | 'notRole';
const USERS = ['visitor', 'admin', 'harbour.super', 'harbour.ops', 'harbour.finance', 'kowloon.super'] as const;
type UserName = (typeof USERS)[number];

// Columns: visitor, admin, harbour.super, harbour.ops, harbour.finance, kowloon.super
const P = 'page',
  L = 'login',
  N = 'notRole';
const EXPECTED: Record<string, Outcome[]> = {
  index: [P, P, P, P, P, P],
  desk: [L, P, N, N, N, N],
  system: [L, P, N, N, N, N],
  terms: [P, P, P, P, P, P],
  privacy: [P, P, P, P, P, P],
  about: [P, P, P, P, P, P],
  'partner-entry': [P, P, P, P, P, P],
  profile: [P, P, P, P, P, P],
  users: [L, P, P, P, P, P],
  'user-log': [L, P, P, N, N, P],
  'security-log': [L, P, N, N, N, N],
  company: [L, P, P, N, N, P],
  'webhook-deliveries': [L, N, P, N, N, P],
  'flight-booking': [L, N, P, P, N, P],
  'flight-booking-confirm': [L, N, P, P, N, P],
  'flight-orders': [L, P, P, P, N, P],
  'flight-orders-voyage': [L, P, P, P, N, P],
  'flight-orders-id': [L, P, P, P, N, P],
  'order-review': [L, P, N, N, N, N],
  'flight-group-booking': [L, N, P, P, N, P],
  'flight-group-booking-confirm': [L, N, P, P, N, P],
  'flight-group-order': [L, P, P, P, N, P],
  'flight-group-order-id': [L, P, P, P, N, P],
  'train-booking': [L, N, P, P, N, N],
  'train-booking-confirm': [L, N, P, P, N, N],
  'train-orders': [L, P, P, P, P, N],
  'train-orders-id': [L, P, P, P, P, N],
  'bills-wallet': [L, N, P, N, P, N],
  'bills-transactions': [L, N, P, N, P, N],
  'bills-statements': [L, N, P, N, P, N],
  'agency-manager': [L, P, P, N, P, N],
  'agency-manager-statements': [L, P, P, N, P, N],
  'agency-manager-bills-id': [L, P, P, N, P, N],
  applications: [L, P, N, N, N, N],
  'chat-inbox': [L, P, N, N, N, N],
  partners: [L, P, N, N, N, N],
  sites: [L, P, N, N, N, N],
};

const LANDING: Record<Exclude<UserName, 'visitor'>, string> = {
  admin: '/desk',
  'harbour.super': '/flight/booking',
  'harbour.ops': '/flight/booking',
  'harbour.finance': '/bills/statements',
  'kowloon.super': '/flight/booking',
};

function subjectOf(name: UserName): AccessSubject {
  if (name === 'visitor') return ANONYMOUS;
  const user = DEMO_USERS.find((u) => u.username === name)!;
  const agency = DEMO_AGENCIES.find((a) => a.code === user.agencyCode)!;
  return subjectFor({
    roles: user.roles,
    permissions: [],
    isPlatformStaff: user.staff ?? false,
    company: { proxyLevel: agency.proxyLevel, config: { commonConfig: agency.commonConfig } },
  });
}

let checker: AccessChecker;
beforeAll(async () => {
  checker = await createAccessChecker(readFileSync('access/model.conf', 'utf8'), readFileSync('access/policy.csv', 'utf8'));
});

describe('route x identity matrix', () => {
  it('covers every declared route', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('names only casbin objects the policy grants somewhere (a typo would refuse everyone)', () => {
    const policy = readFileSync('access/policy.csv', 'utf8');
    const objects = policy
      .split('\n')
      .filter((l) => l.startsWith('p,'))
      .map((l) => l.split(',').at(-2)!.trim());
    const granted = (obj: string) => objects.some((p) => new RegExp('^' + p.replace(/\*/g, '.*') + '$').test(obj));
    for (const r of RESOURCES) {
      if (r.access.pages === 'casbin')
        for (const route of ROUTES.filter((x) => x.resource === r.name)) expect(granted(`route:${route.name}`), route.name).toBe(true);
      for (const grant of [
        r.api?.object,
        ...Object.values(r.api?.actions ?? {}).map((a) => (typeof a === 'object' ? a.object : undefined)),
      ]) {
        if (grant) expect(granted(grant), `${r.name} ${grant}`).toBe(true);
      }
    }
  });

  for (const route of ROUTES) {
    it(`${route.path}`, async () => {
      const actual: Outcome[] = [];
      for (const name of USERS) {
        const subject = subjectOf(name);
        const outcome = guardOutcome(route, subject.loggedIn, await checker.can(subject, `route:${route.name}`, 'view'));
        actual.push(outcome.kind === 'allow' ? 'page' : outcome.message === 'router.login' ? 'login' : 'notRole');
      }
      expect(actual).toEqual(EXPECTED[route.name]);
    });
  }

  it('lands each demo user on their landing page, or on a safe return path', async () => {
    for (const [name, expected] of Object.entries(LANDING)) {
      const subject = subjectOf(name as UserName);
      const canView = (routeName: string) => checker.can(subject, `route:${routeName}`, 'view');
      expect(await landingPath(canView), name).toBe(expected);
      expect(await landingPath(canView, '/users?x=1')).toBe('/users?x=1');
      expect(await landingPath(canView, '//evil.example/')).toBe(expected);
      expect(await landingPath(canView, 'https://evil.example/')).toBe(expected);
    }
  });

  it('sends a user with no service and no finance to the profile', async () => {
    const subject = subjectFor({
      roles: ['operator'],
      permissions: [],
      isPlatformStaff: false,
      company: {
        proxyLevel: 1,
        config: {
          commonConfig: {
            enableFlightService: false,
            enableTrainService: false,
            isShowBill: false,
            canCreateSubAgency: false,
            settlementCurrency: 'CNY',
          },
        },
      },
    });
    expect(await landingPath((n) => checker.can(subject, `route:${n}`, 'view'))).toBe('/profile');
  });

  it('grants the bill detail only with agencybills:read (or an empty list / all)', async () => {
    const base = subjectOf('harbour.finance');
    expect(await checker.can({ ...base, permissions: ['agencybills:read'] }, 'route:agency-manager-bills-id', 'view')).toBe(true);
    expect(await checker.can({ ...base, permissions: ['all'] }, 'route:agency-manager-bills-id', 'view')).toBe(true);
    expect(await checker.can({ ...base, permissions: ['orders:read'] }, 'route:agency-manager-bills-id', 'view')).toBe(false);
  });
});
