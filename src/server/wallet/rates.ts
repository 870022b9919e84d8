// Exchange rates (the site's rate map and the rates API): units of each currency per one
// unit of the site's base currency, one row per currency and date. A day's rate may be corrected
// by platform staff; every conversion copies the rate it used onto its transfer, so later
// corrections never change what was booked.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { businessDate } from '@/domain/credit-period';
import type { ExchangeRate } from '@/domain/schemas/wallet';
import type { Db } from '../db/client';
import { exchangeRates } from '../db/schema';
import { siteInfo } from '../site/service';

function rateOf(row: typeof exchangeRates.$inferSelect, base: string): ExchangeRate {
  return { currency: row.currency, rate: row.rate, base, rateDate: row.rateDate, updatedAt: row.createdAt.toISOString() };
}

/** The rate of every currency in effect on `date` (the newest on or before it). */
export async function ratesOn(db: Db, date = businessDate(new Date())): Promise<ExchangeRate[]> {
  const base = (await siteInfo(db)).defaultCurrency;
  const rows = await db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(lte(exchangeRates.rateDate, date))
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  return rows.map((r) => rateOf(r, base));
}

export async function rateHistory(
  db: Db,
  currency: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ExchangeRate[]; total: number }> {
  const base = (await siteInfo(db)).defaultCurrency;
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return { rows: rows.map((r) => rateOf(r, base)), total: count?.n ?? 0 };
}

export async function setRate(
  db: Db,
  input: { currency: string; rate: string; rateDate?: string },
): Promise<{ rate: ExchangeRate; before: string | null }> {
  const rateDate = input.rateDate ?? businessDate(new Date());
  const base = (await siteInfo(db)).defaultCurrency;
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, input.currency), eq(exchangeRates.rateDate, rateDate)))
      .for('update');
    const [row] = await tx
      .insert(exchangeRates)
      .values({ currency: input.currency, rate: input.rate, rateDate })
      .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.rateDate], set: { rate: input.rate, createdAt: new Date() } })
      .returning();
    return { rate: rateOf(row!, base), before: previous?.rate ?? null };
  });
}
