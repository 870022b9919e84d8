// Every endpoint of the administration area, fed over-long strings, wrong types, unknown ids and
// another agency's (or user's) ids: each answers a clear 4xx, translated into the caller's
// language, and nothing changes. A new endpoint in these areas must be added here (checked below).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import { callerFor, fingerprint, newAgencyBody, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let harbour: Caller;
let staff: Caller;
const ids = { platform: 0, kowloon: 0, kowloonUser: 0, foreignPassenger: 0, foreignCard: 0 };
const UNKNOWN = 987654;
const LONG = 'x'.repeat(5000);

const passenger = {
  surname: 'WONG',
  given_names: 'Mei',
  type: 'adult',
  gender: 'female',
  birthday: '1990-01-01',
  nationality: 'HK',
  travel_document: { type: 'passport', number: 'K7654321', expiry: '2030-01-01' },
};

interface Case {
  route: string;
  url: () => string;
  payload?: unknown;
}

const A = '/api/base/v2/agencies';
const U = '/api/base/v2/users';
const P = '/api/base/v2/often-used-passengers';
const C = '/api/base/v2/member-cards';

const cases: Array<[string, Case[]]> = [
  [
    'GET /api/base/v2/agencies',
    [
      { route: 'query', url: () => `${A}?_start=-1` },
      { route: 'query', url: () => `${A}?status=gone` },
      { route: 'query', url: () => `${A}?name_like=${'n'.repeat(300)}` },
      { route: 'query', url: () => `${A}?balance_gte=lots` },
    ],
  ],
  [
    'POST /api/base/v2/agencies/export',
    [
      { route: 'body', url: () => `${A}/export`, payload: { columns: 'name' } },
      { route: 'body', url: () => `${A}/export`, payload: { columns: [{ key: 'name', title: LONG }] } },
    ],
  ],
  [
    'POST /api/base/v2/agencies',
    [
      { route: 'long', url: () => A, payload: newAgencyBody('long', { name: LONG }) },
      { route: 'type', url: () => A, payload: newAgencyBody('type', { contactPhone: 85212345678 }) },
      { route: 'unknown field', url: () => A, payload: newAgencyBody('extra', { balance: 100 }) },
      { route: 'foreign parent', url: () => A, payload: newAgencyBody('parent', { parentId: ids.platform }) },
    ],
  ],
  [
    'GET /api/base/v2/agencies/:id',
    [
      { route: 'unknown', url: () => `${A}/${UNKNOWN}` },
      { route: 'foreign', url: () => `${A}/${ids.platform}` },
      { route: 'type', url: () => `${A}/abc` },
    ],
  ],
  [
    'PUT /api/base/v2/agencies/:id',
    [
      { route: 'long', url: () => `${A}/${ids.kowloon}`, payload: { extraInfo: LONG } },
      { route: 'type', url: () => `${A}/${ids.kowloon}`, payload: { name: 42 } },
      { route: 'unknown', url: () => `${A}/${UNKNOWN}`, payload: { name: 'x' } },
      { route: 'foreign', url: () => `${A}/${ids.platform}`, payload: { name: 'x' } },
    ],
  ],
  [
    'DELETE /api/base/v2/agencies/:id',
    [
      { route: 'missing', url: () => `${A}/${ids.kowloon}`, payload: {} },
      { route: 'long', url: () => `${A}/${ids.kowloon}`, payload: { confirm: LONG } },
      { route: 'unknown', url: () => `${A}/${UNKNOWN}`, payload: { confirm: 'x' } },
      { route: 'foreign', url: () => `${A}/${ids.platform}`, payload: { confirm: 'PLATFORM' } },
    ],
  ],
  [
    'GET /api/base/v2/agencies/:id/config',
    [
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/config` },
      { route: 'foreign', url: () => `${A}/${ids.platform}/config` },
    ],
  ],
  [
    'PUT /api/base/v2/agencies/:id/config',
    [
      {
        route: 'type',
        url: () => `${A}/${ids.kowloon}/config`,
        payload: { ...defaultAgencySettings(), train: { notifyUrl: 5, manualMode: 'yes' } },
      },
      {
        route: 'long',
        url: () => `${A}/${ids.kowloon}/config`,
        payload: { ...defaultAgencySettings(), train: { notifyUrl: `https://x.example/${LONG}`, manualMode: false } },
      },
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/config`, payload: defaultAgencySettings() },
      { route: 'foreign', url: () => `${A}/${ids.platform}/config`, payload: defaultAgencySettings() },
    ],
  ],
  [
    'PUT /api/base/v2/agencies/:id/logo',
    [
      { route: 'type', url: () => `${A}/${ids.kowloon}/logo`, payload: { image: 12345 } },
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/logo`, payload: { image: 'iVBORw0KGgoAAAANSUhEUg==' } },
    ],
  ],
  [
    'POST /api/base/v2/agencies/:id/superuser/password',
    [
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/superuser/password` },
      { route: 'foreign', url: () => `${A}/${ids.platform}/superuser/password` },
    ],
  ],
  [
    'POST /api/base/v2/agencies/:id/apikey',
    [
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/apikey` },
      { route: 'foreign', url: () => `${A}/${ids.platform}/apikey` },
    ],
  ],
  [
    'DELETE /api/base/v2/agencies/:id/notify-secret',
    [
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/notify-secret` },
      { route: 'foreign', url: () => `${A}/${ids.platform}/notify-secret` },
      { route: 'type', url: () => `${A}/abc/notify-secret` },
    ],
  ],
  [
    'GET /api/base/v2/agencies/:id/look-to-book',
    [
      { route: 'type', url: () => `${A}/${ids.kowloon}/look-to-book?from=soon&to=later` },
      { route: 'foreign', url: () => `${A}/${ids.platform}/look-to-book?from=2026-01-01&to=2026-01-02` },
    ],
  ],
  [
    'GET /api/base/v2/users',
    [
      { route: 'query', url: () => `${U}?role=boss` },
      { route: 'query', url: () => `${U}?_end=x` },
    ],
  ],
  ['POST /api/base/v2/users/export', [{ route: 'body', url: () => `${U}/export`, payload: { columns: [] } }]],
  [
    'POST /api/base/v2/users',
    [
      { route: 'long', url: () => U, payload: { username: 'long.one', email: `${'e'.repeat(250)}@x.example`, roles: ['operator'] } },
      { route: 'type', url: () => U, payload: { username: 'typed.one', email: 'typed@x.example', roles: ['operator'], status: true } },
    ],
  ],
  [
    'GET /api/base/v2/users/:id',
    [
      { route: 'unknown', url: () => `${U}/${UNKNOWN}` },
      { route: 'foreign', url: () => `${U}/${ids.kowloonUser}` },
    ],
  ],
  [
    'PUT /api/base/v2/users/:id',
    [
      { route: 'foreign', url: () => `${U}/${ids.kowloonUser}`, payload: { nickname: 'taken over' } },
      { route: 'unknown', url: () => `${U}/${UNKNOWN}`, payload: { nickname: 'x' } },
      { route: 'long', url: () => `${U}/${ids.kowloonUser}`, payload: { nickname: LONG } },
      { route: 'type', url: () => `${U}/${ids.kowloonUser}`, payload: { roles: 'SuperUser' } },
    ],
  ],
  [
    'DELETE /api/base/v2/users/:id',
    [
      { route: 'foreign', url: () => `${U}/${ids.kowloonUser}` },
      { route: 'unknown', url: () => `${U}/${UNKNOWN}` },
    ],
  ],
  [
    'POST /api/base/v2/users/:id/password',
    [
      { route: 'foreign', url: () => `${U}/${ids.kowloonUser}/password` },
      { route: 'unknown', url: () => `${U}/${UNKNOWN}/password` },
    ],
  ],
  [
    'GET /api/base/v2/user-log',
    [
      { route: 'query', url: () => '/api/base/v2/user-log?userId=me' },
      { route: 'query', url: () => `/api/base/v2/user-log?action_like=${'a'.repeat(100)}` },
    ],
  ],
  [
    'POST /api/base/v2/user-log/export',
    [{ route: 'body', url: () => '/api/base/v2/user-log/export', payload: { columns: [{ key: 'action' }] } }],
  ],
  [
    'PUT /api/base/v2/company',
    [
      { route: 'long', url: () => '/api/base/v2/company', payload: { companyInfo: LONG } },
      { route: 'type', url: () => '/api/base/v2/company', payload: { address: ['a'] } },
      { route: 'unknown field', url: () => '/api/base/v2/company', payload: { name: 'Renamed' } },
    ],
  ],
  ['PUT /api/base/v2/company/logo', [{ route: 'type', url: () => '/api/base/v2/company/logo', payload: { image: { bytes: 1 } } }]],
  ['GET /api/base/v2/logos/:id', [{ route: 'unknown', url: () => `/api/base/v2/logos/${UNKNOWN}` }]],
  [
    'POST /api/base/v2/often-used-passengers',
    [
      { route: 'long', url: () => P, payload: { ...passenger, given_names: LONG } },
      { route: 'type', url: () => P, payload: { ...passenger, travel_document: 'K7654321' } },
    ],
  ],
  [
    'PUT /api/base/v2/often-used-passengers/:id',
    [
      { route: 'foreign', url: () => `${P}/${ids.foreignPassenger}`, payload: passenger },
      { route: 'unknown', url: () => `${P}/${UNKNOWN}`, payload: passenger },
    ],
  ],
  ['DELETE /api/base/v2/often-used-passengers/:id', [{ route: 'foreign', url: () => `${P}/${ids.foreignPassenger}` }]],
  [
    'POST /api/base/v2/member-cards',
    [
      { route: 'long', url: () => C, payload: { airline: 'CX', number: '12345', holderName: LONG } },
      { route: 'type', url: () => C, payload: { airline: 7, number: 12345 } },
    ],
  ],
  [
    'PUT /api/base/v2/member-cards/:id',
    [
      { route: 'foreign', url: () => `${C}/${ids.foreignCard}`, payload: { airline: 'CX', number: '12345' } },
      { route: 'unknown', url: () => `${C}/${UNKNOWN}`, payload: { airline: 'CX', number: '12345' } },
    ],
  ],
  ['DELETE /api/base/v2/member-cards/:id', [{ route: 'foreign', url: () => `${C}/${ids.foreignCard}` }]],
];

/** Platform staff's endpoints under /agencies: fed bad input by a staff member (an agency is refused them outright). */
const staffCases: Array<[string, Case[]]> = [
  ['GET /api/base/v2/agencies/:id/branding', [{ route: 'unknown', url: () => `${A}/${UNKNOWN}/branding` }]],
  [
    'PUT /api/base/v2/agencies/:id/branding',
    [
      { route: 'type', url: () => `${A}/${ids.kowloon}/branding`, payload: { siteId: 'main', special: null } },
      {
        route: 'colour',
        url: () => `${A}/${ids.kowloon}/branding`,
        payload: {
          siteId: null,
          special: { theme: { colorPrimary: 'red', useAgencyLogo: false }, forcedLocale: null, suppressLoginMessage: false },
        },
      },
      { route: 'unknown site', url: () => `${A}/${ids.kowloon}/branding`, payload: { siteId: UNKNOWN, special: null } },
      { route: 'unknown', url: () => `${A}/${UNKNOWN}/branding`, payload: { siteId: null, special: null } },
    ],
  ],
];

/** Endpoints without any input to get wrong (the caller's own records). */
const NO_INPUT = [
  'GET /api/base/v2/company',
  'POST /api/base/v2/company/notify-secret',
  'GET /api/base/v2/often-used-passengers',
  'GET /api/base/v2/member-cards',
];
/** Under /agencies but the money area's (tested in its own suites). */
const MONEY_OWNED = ['POST /api/base/v2/agencies/:id/balance', 'PUT /api/base/v2/agencies/:id/credit'];
const AREAS = [A, U, P, C, '/api/base/v2/user-log', '/api/base/v2/company', '/api/base/v2/logos'];

beforeAll(async () => {
  t = await startTestApp();
  harbour = await callerFor(t, 'harbour.super');
  staff = await callerFor(t, 'admin');
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  ids.platform = Number((await rows<{ id: number }>(sql`select id from agencies where code = 'PLATFORM'`))[0]!.id);
  ids.kowloon = Number((await rows<{ id: number }>(sql`select id from agencies where code = 'KOWLOON'`))[0]!.id);
  ids.kowloonUser = Number((await rows<{ id: number }>(sql`select id from users where username = 'kowloon.super'`))[0]!.id);
  const kowloon = await callerFor(t, 'kowloon.super');
  ids.foreignPassenger = (await kowloon<{ id: number }>('POST', P, passenger)).body.data.id;
  ids.foreignCard = (await kowloon<{ id: number }>('POST', C, { airline: 'CX', number: '55554444' })).body.data.id;
});
afterAll(() => t?.close());

describe('bad input on every administration endpoint', () => {
  it('covers every endpoint of the area', () => {
    const routes = t.app.apiRoutes.filter((r) => AREAS.some((prefix) => r.url.startsWith(prefix))).map((r) => `${r.method} ${r.url}`);
    const covered = [...cases, ...staffCases].map(([route]) => route).concat(NO_INPUT, MONEY_OWNED);
    expect(routes.filter((r) => !covered.includes(r))).toEqual([]);
  });

  const refusesWithoutChange = (caller: () => Caller) => async (route: string, routeCases: Case[]) => {
    const method = route.split(' ')[0] as 'GET';
    const before = await fingerprint(t);
    for (const c of routeCases) {
      const en = await caller()(method, c.url(), c.payload);
      const zh = await caller()(method, c.url(), c.payload, { 'accept-language': 'zh-cn' });
      const label = `${route} (${c.route}) -> ${en.status} ${en.body.message}`;
      expect([400, 404, 409, 413], label).toContain(en.status);
      expect(en.body.code, label).not.toBe(0);
      expect(en.body.message.length, label).toBeGreaterThan(5);
      expect(zh.body.message, label).not.toBe(en.body.message);
      expect(zh.body.message, label).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await fingerprint(t)).toBe(before);
  };

  it.each(cases)(
    '%s: a translated 4xx that changes nothing',
    refusesWithoutChange(() => harbour),
  );
  it.each(staffCases)(
    '%s (staff): a translated 4xx that changes nothing',
    refusesWithoutChange(() => staff),
  );
});
