// How far a list counts the rows under a filter it has no count table for: ten pages past the page's
// first row. Counting every match grows with the matches (a month of a million orders is 20,000 of them;
// a big agency's wallet holds hundreds of thousands of movements), while the page itself costs the same
// whatever the matches. Past the cap the list says "at least" (x-total-count-at-least), which is all a
// pager needs: it offers the ten pages ahead, and from the last of them counts on again. The cap grows
// with the page size so that a full page is never the last one offered.
import { sql, type SQL } from 'drizzle-orm';
import type { ListPage } from './list-order';

export const COUNT_PAGES_AHEAD = 10;

export const countLimitOf = (page: Pick<ListPage, 'offset' | 'limit'>): number => page.offset + COUNT_PAGES_AHEAD * page.limit;

/** count(*) of `matching` (a SELECT of the rows under the filter), reading at most `limit` + 1 of them. */
export function cappedCountSql(matching: SQL, limit: number): SQL {
  return sql`SELECT count(*)::int AS n FROM (${matching} LIMIT ${limit + 1}) m`;
}

/** The total a list answers from a capped count: the count, or the cap and "at least" when it ran past. */
export function cappedTotal(counted: number, limit: number): { total: number; atLeast: boolean } {
  return counted > limit ? { total: limit, atLeast: true } : { total: counted, atLeast: false };
}
