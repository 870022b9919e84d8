// A passenger search asks the name index (trigrams, GIN) for the rarer part of its text, and the whole
// text is checked on the names found. GIN reads the whole posting list of every trigram it is asked
// for before it intersects them, so a search holding a trigram most names have (`ang` of Zhang, Wang,
// Huang...) costs what that list costs, however few names match (docs/orders-list-performance.md).
// Which trigrams are common is learnt from a small sample of the names, kept for a while per database.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/server/db/executor';
import { containing } from '../../http/like';

/** The searched text of a passenger `p`, as the trigram index of migration 0030 holds it. */
export const PASSENGER_TEXT = sql`(p.surname || ' ' || p.given_names || ' ' || p.surname || '/' || p.given_names)`;

const SAMPLE_NAMES = 5_000;
/** A trigram found in this share of the sampled names or more is left out of the index condition. */
const COMMON_SHARE = 0.05;
/** Fewer names than this: every posting list is short, nothing to leave out. */
const SMALLEST_SAMPLE = 1_000;
const KEEP_MS = 15 * 60_000;

interface Learnt {
  common: ReadonlySet<string>;
  at: number;
}
const learnt = new WeakMap<object, Promise<Learnt>>();

async function sampleCommonTrigrams(db: Executor): Promise<ReadonlySet<string>> {
  const [size] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'flight_order_passengers'::regclass`),
  );
  const rows = Number(size?.n ?? 0);
  if (rows < SMALLEST_SAMPLE) return new Set();
  // Pages at random (SYSTEM), about twice the names wanted, so the sample does not read the table.
  const percent = Math.min(100, (200 * SAMPLE_NAMES) / rows);
  const found = rowsOf<{ t: string; n: number; total: number }>(
    await db.execute(sql`
      WITH s AS (SELECT ${PASSENGER_TEXT} AS name FROM flight_order_passengers p TABLESAMPLE SYSTEM (${percent}) LIMIT ${SAMPLE_NAMES})
      SELECT t, count(*)::int AS n, (SELECT count(*)::int FROM s) AS total FROM s, unnest(show_trgm(s.name)) t GROUP BY t`),
  );
  const total = found[0]?.total ?? 0;
  if (total < SMALLEST_SAMPLE) return new Set();
  return new Set(found.filter((r) => r.n >= COMMON_SHARE * total).map((r) => r.t));
}

/** The trigrams common among the database's passenger names (none when unknown: the search is then asked as typed). */
export async function commonNameTrigrams(db: Executor, now = Date.now()): Promise<ReadonlySet<string>> {
  const key = db as object;
  const cached = learnt.get(key);
  const fresh = cached && (await cached).at > now - KEEP_MS;
  if (!fresh) {
    learnt.set(
      key,
      sampleCommonTrigrams(db).then(
        (common) => ({ common, at: now }),
        // A failed sample must not fail the list: ask again after a while.
        () => ({ common: new Set<string>(), at: now }),
      ),
    );
  }
  return (await learnt.get(key)!).common;
}

/**
 * The longest piece of one word of the search whose trigrams are all uncommon, when the search holds a
 * common one (else null: the whole text is asked). Latin letters and digits only: pg_trgm keeps other
 * characters as hashes that a sample's text does not show.
 */
export function rarerPart(search: string, common: ReadonlySet<string>): string | null {
  if (common.size === 0 || /[^\x20-\x7e]/.test(search)) return null;
  const words = search.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // Inside `%...%` each word gives its inner trigrams (no padding: the pattern does not end the word).
  if (!words.some((w) => trigramsOf(w).some((t) => common.has(t)))) return null;
  let best = '';
  for (const word of words) {
    let start = 0;
    for (let i = 0; i + 3 <= word.length; i += 1) {
      if (common.has(word.slice(i, i + 3))) start = i + 1;
      else if (i + 3 - start > best.length) best = word.slice(start, i + 3);
    }
  }
  return best.length >= 3 ? best : null;
}

const trigramsOf = (word: string) => Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3));

/**
 * The condition on a passenger `p` for a search: through the index for `indexed` (the rarer part) when
 * given, the whole text then checked on each name found (`|| ''` keeps it out of the index condition).
 */
export function passengerMatches(search: string, indexed?: string | null): SQL {
  if (!indexed) return sql`${PASSENGER_TEXT} ILIKE ${containing(search)}`;
  return sql`${PASSENGER_TEXT} ILIKE ${containing(indexed)} AND (${PASSENGER_TEXT} || '') ILIKE ${containing(search)}`;
}
