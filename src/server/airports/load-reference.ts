// Loads the shipped reference data (airports, cities, airlines) into the database when the file's
// checksum differs from what is loaded: at start-up and by the demo seed, idempotent.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { airlines, airports, cities, referenceDataVersions } from '../db/schema';

const DATASET = 'openflights';
const FILE = new URL('./reference/reference-data.json', import.meta.url);

type Row = Array<string | number | null | string[]>;
interface ReferenceFile {
  airports: Row[];
  cities: Row[];
  airlines: Row[];
}

export interface ReferenceCounts {
  airports: number;
  cities: number;
  airlines: number;
}

/** Loads the file when it changed since the last load; answers what it loaded, or null when nothing was to do. */
export async function ensureReferenceData(db: Db): Promise<ReferenceCounts | null> {
  const text = readFileSync(FILE, 'utf8');
  const checksum = createHash('sha256').update(text).digest('hex');
  const [loaded] = await db.select().from(referenceDataVersions).where(eq(referenceDataVersions.dataset, DATASET));
  if (loaded?.checksum === checksum) return null;
  const data = JSON.parse(text) as ReferenceFile;
  const airportRows = data.airports.map((a) => ({
    code: a[0],
    name: a[1],
    chinese_name: a[2],
    traditional_name: a[3],
    country: a[4],
    time_zone: a[5],
    latitude: a[6],
    longitude: a[7],
    city_code: a[8],
    city_name: a[9],
    city_chinese_name: a[10],
    city_traditional_name: a[11],
    pinyin: a[12],
    rank: a[13],
  }));
  const cityRows = data.cities.map((c) => ({
    code: c[0],
    name: c[1],
    chinese_name: c[2],
    traditional_name: c[3],
    country: c[4],
    pinyin: c[6],
  }));
  const airlineRows = data.airlines.map((a) => ({ code: a[0], name: a[1], chinese_name: a[2], traditional_name: a[3], country: a[4] }));
  // One statement per table: the database unpacks the JSON itself (thousands of rows in one round trip).
  await db.transaction(async (tx) => {
    await tx.delete(airports);
    await tx.delete(cities);
    await tx.delete(airlines);
    await tx.execute(sql`
      INSERT INTO airports (code, name, chinese_name, traditional_name, country, time_zone, latitude, longitude, city_code, city_name, city_chinese_name, city_traditional_name, pinyin, rank)
      SELECT code, name, chinese_name, traditional_name, country, time_zone, latitude, longitude, city_code, city_name, city_chinese_name, city_traditional_name, pinyin, rank
      FROM jsonb_to_recordset(${JSON.stringify(airportRows)}::jsonb) AS x(code varchar, name varchar, chinese_name varchar, traditional_name varchar, country varchar,
        time_zone varchar, latitude double precision, longitude double precision, city_code varchar, city_name varchar, city_chinese_name varchar,
        city_traditional_name varchar, pinyin varchar, rank integer)`);
    await tx.execute(sql`
      INSERT INTO cities (code, name, chinese_name, traditional_name, country, pinyin)
      SELECT code, name, chinese_name, traditional_name, country, pinyin
      FROM jsonb_to_recordset(${JSON.stringify(cityRows)}::jsonb) AS x(code varchar, name varchar, chinese_name varchar, traditional_name varchar, country varchar, pinyin varchar)`);
    await tx.execute(sql`
      INSERT INTO airlines (code, name, chinese_name, traditional_name, country)
      SELECT code, name, chinese_name, traditional_name, country
      FROM jsonb_to_recordset(${JSON.stringify(airlineRows)}::jsonb) AS x(code varchar, name varchar, chinese_name varchar, traditional_name varchar, country varchar)`);
    await tx
      .insert(referenceDataVersions)
      .values({ dataset: DATASET, checksum, rows: data.airports.length })
      .onConflictDoUpdate({ target: referenceDataVersions.dataset, set: { checksum, rows: data.airports.length, loadedAt: new Date() } });
  });
  return { airports: airportRows.length, cities: cityRows.length, airlines: airlineRows.length };
}
