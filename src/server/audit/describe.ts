// A log line as a reader wants it: the action by its catalogue name, the target by its name (an
// agency's name rather than its id), and money with its currency. Lines store what the call knew;
// names are looked up when read, for one page of lines in one query.
import { inArray, or, sql } from 'drizzle-orm';
import type { Money } from '@/domain/money';
import type { FieldChange, UserLogEntry } from '@/domain/schemas/user-log';
import { userLogActionOf } from '@/domain/user-log-actions';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import { settlementCurrencySql } from '../wallet/agency-balances';
import { recordedActionName } from './route-actions';

export interface StoredLine {
  id: number;
  action: string;
  target: string | null;
  userId: number | null;
  username: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
}

/** Actions whose target is an agency id ('12'), or an agency id and a statement id ('12/34'). */
const BY_AGENCY_ID = /^(agency\.(?!export$)|wallet\.|statement\.)/;
/** Actions whose target is the caller's company code. */
const BY_AGENCY_CODE = /^company\./;
/** Actions whose target is a search or quote id: nothing a reader can name. */
const UNNAMED = /^flight\.(search|verify|accurate-search)$/;
/** Changed fields holding wallet money (minor units of the agency's settlement currency). */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['balance', 'creditLimit']);

interface AgencyName {
  name: string;
  currency: string;
}

function agencyIdOf(target: string | null): number | null {
  const id = Number(target?.split('/')[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function moneyOf(value: unknown): Money | null {
  const m = value as { amount?: unknown; currency?: unknown } | null;
  return m && typeof m === 'object' && Number.isSafeInteger(m.amount) && typeof m.currency === 'string'
    ? { amount: m.amount as number, currency: m.currency }
    : null;
}

async function agencyNames(
  db: Db,
  ids: number[],
  codes: string[],
): Promise<{ byId: Map<number, AgencyName>; byCode: Map<string, AgencyName> }> {
  const byId = new Map<number, AgencyName>();
  const byCode = new Map<string, AgencyName>();
  if (ids.length === 0 && codes.length === 0) return { byId, byCode };
  const rows = await db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name, currency: sql<string>`${settlementCurrencySql}` })
    .from(agencies)
    .where(or(ids.length ? inArray(agencies.id, ids) : undefined, codes.length ? inArray(agencies.code, codes) : undefined));
  for (const row of rows) {
    byId.set(row.id, row);
    byCode.set(row.code, row);
  }
  return { byId, byCode };
}

export async function describeLines(db: Db, lines: readonly StoredLine[]): Promise<UserLogEntry[]> {
  const named = lines.map((line) => ({ line, action: userLogActionOf(recordedActionName(line.action)) }));
  const ids = [
    ...new Set(
      named
        .filter((n) => BY_AGENCY_ID.test(n.action))
        .map((n) => agencyIdOf(n.line.target))
        .filter((id): id is number => id !== null),
    ),
  ];
  const codes = [...new Set(named.filter((n) => BY_AGENCY_CODE.test(n.action) && n.line.target).map((n) => n.line.target!))];
  const { byId, byCode } = await agencyNames(db, ids, codes);

  return named.map(({ line, action }) => {
    const agency = BY_AGENCY_ID.test(action)
      ? byId.get(agencyIdOf(line.target) ?? 0)
      : BY_AGENCY_CODE.test(action)
        ? byCode.get(line.target ?? '')
        : undefined;
    const stored = (line.detail?.changes as FieldChange[] | undefined) ?? [];
    const changes = stored.map((c) =>
      agency && action.startsWith('wallet.') && MONEY_FIELDS.has(c.field) ? { ...c, currency: agency.currency } : c,
    );
    let money = moneyOf(line.detail?.money);
    if (!money && action === 'wallet.top_up') {
      const balance = changes.find((c) => c.field === 'balance');
      if (balance?.currency && typeof balance.before === 'number' && typeof balance.after === 'number')
        money = { amount: balance.after - balance.before, currency: balance.currency };
    }
    const target = UNNAMED.test(action) ? null : (agency?.name ?? line.target);
    return {
      id: line.id,
      action,
      target,
      money,
      userId: line.userId,
      username: line.username,
      ip: line.ip,
      changes,
      createdAt: line.createdAt.toISOString(),
    };
  });
}
