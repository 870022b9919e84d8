// A passenger search reads each order's names in one narrow row (flight_order_search, kept by triggers
// on the passengers). It asks the names' index (trigrams, GIN) for the rarer part of its text, and the
// whole text is checked on the rows found. GIN reads the whole posting list of every trigram it is asked
// for before it intersects them, so a search holding a trigram most names have (`ang` of Zhang, Wang,
// Huang...) costs what that list costs, however few names match (docs/orders-list-performance.md).
// Which trigrams are common is learnt from a small sample of the rows, kept for a while per database.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/server/db/executor';
import { containing } from '../../http/like';

/** The searched text of an order's passengers (a flight_order_search row `s`), as its trigram index holds it. */
const SEARCHED_TEXT = sql`s.names`;

const SAMPLE_ROWS = 5_000;
/**
 * A trigram found in this share of the sampled orders' names or more is left out of the index condition.
 * Reading a trigram's list costs little below it (a tenth of a million orders: about 40 index pages),
 * while each trigram asked for cuts the rows the whole text is then checked on (measured at a million
 * orders: at 5 %, `ZHANG/WEIMING` was asked for `eimi` alone and checked 3,100 rows; at 15 %, for
 * `zhan` and `weimin`, and checked about a hundred).
 */
const COMMON_SHARE = 0.15;
/**
 * The index is asked only for a search holding a trigram rarer than this: else the search matches many
 * names (`WANG`), and the newest orders, walked, find a page of them sooner than the index would.
 */
const RARE_SHARE = 0.01;
/** Fewer orders than this: every posting list is short, nothing to leave out. */
const SMALLEST_SAMPLE = 1_000;
const KEEP_MS = 15 * 60_000;

/** Each trigram's share of the sampled orders' names (a trigram the sample did not see: none). */
export type TrigramShares = ReadonlyMap<string, number>;

interface Learnt {
  shares: TrigramShares;
  at: number;
}
const learnt = new WeakMap<object, Promise<Learnt>>();

async function sampleTrigramShares(db: Executor): Promise<TrigramShares> {
  const [size] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'flight_order_search'::regclass`),
  );
  const rows = Number(size?.n ?? 0);
  if (rows < SMALLEST_SAMPLE) return new Map();
  // Pages at random (SYSTEM), about the rows wanted, so the sample does not read the table. No LIMIT: it
  // would keep the first pages sampled, the orders written first.
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / rows);
  const found = rowsOf<{ t: string; n: number; total: number }>(
    await db.execute(sql`
      WITH sampled AS (SELECT ${SEARCHED_TEXT} AS name FROM flight_order_search s TABLESAMPLE SYSTEM (${percent}))
      SELECT t, count(*)::int AS n, (SELECT count(*)::int FROM sampled) AS total FROM sampled, unnest(show_trgm(sampled.name)) t GROUP BY t`),
  );
  const total = found[0]?.total ?? 0;
  if (total < SMALLEST_SAMPLE) return new Map();
  return new Map(found.map((r) => [r.t, r.n / total]));
}

/**
 * How common each trigram is among the database's orders' passenger names (none known: the search is asked as
 * typed). Only the first search of a database waits for the sample; later, a sample past its time is
 * taken again beside the searches, which keep the shares they have until it is in.
 */
export async function nameTrigramShares(db: Executor, now = Date.now()): Promise<TrigramShares> {
  const key = db as object;
  const cached = learnt.get(key);
  const known = cached && (await cached);
  if (known && known.at > now - KEEP_MS) return known.shares;
  const next = sampleTrigramShares(db).then(
    (shares) => ({ shares, at: now }),
    // A failed sample must not fail the list: ask again after a while.
    () => ({ shares: new Map<string, number>(), at: now }),
  );
  // Marked fresh at once, so one search at a time starts a new sample.
  if (known) learnt.set(key, Promise.resolve({ shares: known.shares, at: now }));
  void next.then((sampled) => learnt.set(key, Promise.resolve(sampled)));
  if (!known) learnt.set(key, next);
  return known ? known.shares : (await next).shares;
}

/**
 * The pieces of the search the index is asked for, when the search holds a common trigram and a rare one
 * (else null: the whole text is asked): each word's longest runs of uncommon trigrams (`PAX1234` -> `x1234`,
 * `ZHANG/WEIMING` -> `zhan` and `weimin` where `ang` and `ing` are common). Latin letters and digits
 * only: pg_trgm keeps other characters as hashes that a sample's text does not show.
 */
export function rarerParts(search: string, shares: TrigramShares): string[] | null {
  if (shares.size === 0 || /[^\x20-\x7e]/.test(search)) return null;
  const share = (t: string) => shares.get(t) ?? 0;
  const common = (t: string) => share(t) >= COMMON_SHARE;
  const words = search.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // Inside `%...%` each word gives its inner trigrams (no padding: the pattern does not end the word).
  if (!words.some((w) => trigramsOf(w).some(common))) return null;
  const pieces: string[] = [];
  for (const word of words) {
    let start = 0;
    for (let i = 0; i + 3 <= word.length + 1; i += 1) {
      // A common trigram (or the word's end) closes the run of uncommon ones before it.
      if (i + 3 > word.length || common(word.slice(i, i + 3))) {
        if (i + 2 - start >= 3) pieces.push(word.slice(start, i + 2));
        start = i + 1;
      }
    }
  }
  return pieces.some((piece) => trigramsOf(piece).some((t) => share(t) < RARE_SHARE)) ? pieces : null;
}

/**
 * A common name: every trigram of the search is in at least RARE_SHARE of the orders' names (`ZHANG`,
 * `WANG`), so it matches many orders. The index would hand over all of them before the newest few are
 * picked (a million orders: 81,000 rows for `ZHANG`, 27 ms, where walking the newest orders finds a
 * page of them in a few hundred); such a search is kept out of the index.
 */
export function isCommonName(search: string, shares: TrigramShares): boolean {
  if (shares.size === 0 || /[^\x20-\x7e]/.test(search)) return false;
  const trigrams = (search.toLowerCase().match(/[a-z0-9]+/g) ?? []).flatMap(trigramsOf);
  return trigrams.length > 0 && trigrams.every((t) => (shares.get(t) ?? 0) >= RARE_SHARE);
}

/** What the index is asked for a search: its rarer parts, the whole text (null), or, for a count, nothing ('walk'). */
export type IndexAsk = readonly string[] | null | 'walk';

export const indexAskOf = (search: string, shares: TrigramShares): IndexAsk =>
  isCommonName(search, shares) ? 'walk' : rarerParts(search, shares);

const trigramsOf = (word: string) => Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3));

/**
 * The condition on an order's search row `s` for a search: through the index for `ask` (its rarer
 * parts) when given, the whole text then checked on each row found (`|| ''` keeps it out of the index
 * condition). A common name ('walk') is asked as typed here: the planner, which estimates it from the
 * statistics of the names, then walks the newest orders for a page (told less, at 100,000 orders it
 * fetched all 8,000 `ZHANG` rows and sorted them: 316 ms against a few).
 */
export function passengerMatches(search: string, ask?: IndexAsk): SQL {
  const pieces = ask === 'walk' ? null : ask;
  if (!pieces?.length) return sql`${SEARCHED_TEXT} ILIKE ${containing(search)}`;
  const asked = pieces.map((piece) => sql`${SEARCHED_TEXT} ILIKE ${containing(piece)}`);
  return sql`${sql.join(asked, sql` AND `)} AND ${passengerChecked(search)}`;
}

/** A search checked on rows found otherwise (through the index's parts, or a walk): never through the index. */
export function passengerChecked(search: string): SQL {
  return sql`(${SEARCHED_TEXT} || '') ILIKE ${containing(search)}`;
}
