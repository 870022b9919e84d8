// Demo data: the platform, Harbour Travel with its sub-agency Kowloon Tours, one user per role,
// and exchange rates. Idempotent: running it again adds nothing that is already there.
import { eq, sql } from 'drizzle-orm';
import type { CompanyCommonConfig } from '@/domain/access/subject';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { agencies, exchangeRates, users } from './schema';
import { seedMoney } from '../wallet/demo-seed';
import { seedGroups } from '../groups/demo-seed';
import { ensureReferenceData } from '../airports/load-reference';

export const DEMO_PASSWORD = 'Tessera#2026';

export interface DemoAgency {
  code: string;
  name: string;
  alias: string;
  parentCode?: string;
  isPlatform?: boolean;
  proxyLevel: number;
  commonConfig: CompanyCommonConfig;
}

export const DEMO_AGENCIES: DemoAgency[] = [
  {
    code: 'PLATFORM',
    name: 'Tessera Platform',
    alias: 'Platform',
    isPlatform: true,
    proxyLevel: 0,
    commonConfig: {
      enableFlightService: true,
      enableTrainService: true,
      isShowBill: true,
      canCreateSubAgency: true,
      settlementCurrency: 'CNY',
    },
  },
  {
    code: 'HARBOUR',
    name: 'Harbour Travel',
    alias: 'Harbour',
    proxyLevel: 0,
    commonConfig: {
      enableFlightService: true,
      enableTrainService: true,
      isShowBill: true,
      canCreateSubAgency: true,
      settlementCurrency: 'CNY',
    },
  },
  {
    code: 'KOWLOON',
    name: 'Kowloon Tours',
    alias: 'Kowloon',
    parentCode: 'HARBOUR',
    proxyLevel: 1,
    commonConfig: {
      enableFlightService: true,
      enableTrainService: false,
      isShowBill: false,
      canCreateSubAgency: false,
      settlementCurrency: 'CNY',
    },
  },
];

export interface DemoUser {
  username: string;
  agencyCode: string;
  roles: string[];
  nickname: string;
  staff?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', agencyCode: 'PLATFORM', roles: ['SuperUser'], nickname: 'Platform Admin', staff: true },
  { username: 'harbour.super', agencyCode: 'HARBOUR', roles: ['SuperUser'], nickname: 'Harbour Super' },
  { username: 'harbour.ops', agencyCode: 'HARBOUR', roles: ['operator'], nickname: 'Harbour Operator' },
  { username: 'harbour.finance', agencyCode: 'HARBOUR', roles: ['finance'], nickname: 'Harbour Finance' },
  { username: 'kowloon.super', agencyCode: 'KOWLOON', roles: ['SuperUser'], nickname: 'Kowloon Super' },
];

/** Demo rates: units of each currency per 1 CNY. */
const DEMO_RATES: Record<string, string> = {
  USD: '0.1387',
  EUR: '0.1291',
  HKD: '1.0790',
  JPY: '21.4500',
  GBP: '0.1098',
  AUD: '0.2121',
  CAD: '0.1941',
  THB: '4.8900',
  SGD: '0.1852',
  CHF: '0.1215',
  DKK: '0.9632',
  MOP: '1.1120',
  MYR: '0.6090',
  NOK: '1.5012',
  NZD: '0.2355',
  PHP: '8.0500',
  RUB: '12.8000',
  SEK: '1.4630',
  TWD: '4.4700',
  KRW: '196.2000',
  ZAR: '2.4900',
  ILS: '0.5120',
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(agencies);
  return (row?.n ?? 0) === 0;
}

async function agencyId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code));
  if (!row) throw new Error(`seed: agency ${code} missing`);
  return row.id;
}

export async function seedDemo(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  for (const a of DEMO_AGENCIES) {
    const parentId = a.parentCode ? await agencyId(db, a.parentCode) : null;
    await db
      .insert(agencies)
      .values({
        code: a.code,
        name: a.name,
        alias: a.alias,
        parentId,
        isPlatform: a.isPlatform ?? false,
        proxyLevel: a.proxyLevel,
        commonConfig: a.commonConfig,
        contactName: `${a.alias} desk`,
        contactEmail: `desk@${a.code.toLowerCase()}.example`,
        contactPhone: '85200000000',
      })
      .onConflictDoNothing();
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        agencyId: await agencyId(db, u.agencyCode),
        username: u.username,
        email: `${u.username}@tessera.example`,
        passwordHash,
        nickname: u.nickname,
        roles: u.roles,
        isPlatformStaff: u.staff ?? false,
      })
      .onConflictDoNothing();
  }
  for (const [currency, rate] of Object.entries(DEMO_RATES)) {
    await db.insert(exchangeRates).values({ currency, rate, rateDate: today }).onConflictDoNothing();
  }
  await ensureReferenceData(db);
  await seedMoney(db);
  await seedGroups(db);
}
