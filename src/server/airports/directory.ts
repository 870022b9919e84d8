// The airports, cities and airlines in memory: reference data changes only with a release, and a
// lookup must answer in well under 10 ms (one pass over ~6,000 airports with precomputed keys).
import type { Airline, Airport, AirportLookupResult, City } from '@/domain/schemas/airports';
import { airportCodeOf } from '@/domain/schemas/airports';
import type { Db } from '../db/client';
import { airlines, airports, cities } from '../db/schema';

interface Indexed {
  airport: Airport;
  rank: number;
  latitude: number;
  longitude: number;
  english: string;
  chinese: string;
  pinyin: string;
}

export interface GeoAirport extends Airport {
  latitude: number;
  longitude: number;
  rank: number | null;
}

export class AirportDirectory {
  private readonly byCode = new Map<string, Indexed>();
  private readonly cityAirports = new Map<string, Indexed[]>();
  private readonly cityRows = new Map<string, Omit<City, 'airports'>>();
  private readonly airlineByCode = new Map<string, Airline>();
  private readonly list: Indexed[] = [];

  constructor(
    airportRows: Array<typeof airports.$inferSelect>,
    cityRows: Array<typeof cities.$inferSelect>,
    airlineRows: Array<typeof airlines.$inferSelect>,
  ) {
    const citySize = new Map<string, number>();
    for (const row of airportRows) citySize.set(row.cityCode, (citySize.get(row.cityCode) ?? 0) + 1);
    const metro = new Map(cityRows.map((c) => [c.code, c]));
    for (const row of airportRows) {
      const city = metro.get(row.cityCode);
      const airport: Airport = {
        type: 'airport',
        code: row.code,
        name: row.name,
        chineseName: row.chineseName ?? row.name,
        traditionalName: row.traditionalName ?? row.chineseName ?? row.name,
        country: row.country,
        timeZone: row.timeZone,
        cityCode: row.cityCode,
        cityName: city?.name ?? row.cityName,
        cityChineseName: city?.chineseName ?? row.cityChineseName ?? row.cityName,
        cityTraditionalName: city?.traditionalName ?? row.cityTraditionalName ?? row.cityName,
        underCity: (citySize.get(row.cityCode) ?? 1) > 1,
      };
      const indexed: Indexed = {
        airport,
        rank: row.rank ?? 100_000,
        latitude: row.latitude,
        longitude: row.longitude,
        english: `${airport.cityName} ${row.name}`.toLowerCase(),
        chinese: `${row.cityChineseName ?? ''}${row.chineseName ?? ''}${row.cityTraditionalName ?? ''}${row.traditionalName ?? ''}${city?.chineseName ?? ''}`,
        pinyin: `${city?.pinyin ?? ''} ${row.pinyin ?? ''}`,
      };
      this.byCode.set(row.code, indexed);
      this.list.push(indexed);
      const group = this.cityAirports.get(row.cityCode) ?? [];
      group.push(indexed);
      this.cityAirports.set(row.cityCode, group);
    }
    for (const group of this.cityAirports.values()) group.sort((a, b) => a.rank - b.rank);
    this.list.sort((a, b) => a.rank - b.rank);
    for (const c of cityRows) {
      this.cityRows.set(c.code, {
        type: 'city',
        code: c.code,
        name: c.name,
        chineseName: c.chineseName ?? c.name,
        traditionalName: c.traditionalName ?? c.chineseName ?? c.name,
        country: c.country,
      });
    }
    for (const a of airlineRows) {
      this.airlineByCode.set(a.code, {
        code: a.code,
        name: a.name,
        chineseName: a.chineseName ?? a.name,
        traditionalName: a.traditionalName ?? a.chineseName ?? a.name,
        country: a.country,
      });
    }
  }

  get size(): number {
    return this.list.length;
  }

  airport(code: string): GeoAirport | undefined {
    const found = this.byCode.get(code);
    return found
      ? { ...found.airport, latitude: found.latitude, longitude: found.longitude, rank: found.rank === 100_000 ? null : found.rank }
      : undefined;
  }

  airline(code: string): Airline | undefined {
    return this.airlineByCode.get(code);
  }

  city(code: string): City | undefined {
    const metro = this.cityRows.get(code);
    const group = this.cityAirports.get(code);
    if (metro && group) return { ...metro, airports: group.map((g) => g.airport) };
    // A city with one airport is that airport.
    const single = this.byCode.get(code);
    if (!single || single.airport.cityCode !== code) return undefined;
    const a = single.airport;
    return {
      type: 'city',
      code,
      name: a.cityName,
      chineseName: a.cityChineseName,
      traditionalName: a.cityTraditionalName,
      country: a.country,
      airports: [a],
    };
  }

  /** `airport-PEK` -> [PEK]; `BJS` -> its airports; a code that is only an airport -> that airport. */
  airportsOf(location: string): string[] {
    const code = airportCodeOf(location);
    if (code) return this.byCode.has(code) ? [code] : [];
    const group = this.cityAirports.get(location);
    if (group) return group.map((g) => g.airport.code);
    return this.byCode.has(location) ? [location] : [];
  }

  /** Airports compare by their city code, so two airports of one city are one place for the journey rules. */
  cityOf(location: string): string | null {
    const code = airportCodeOf(location);
    if (code) return this.byCode.get(code)?.airport.cityCode ?? null;
    if (this.cityAirports.has(location)) return location;
    return this.byCode.get(location)?.airport.cityCode ?? null;
  }

  /** Great-circle distance in kilometres. */
  distanceKm(from: string, to: string): number {
    const a = this.byCode.get(from);
    const b = this.byCode.get(to);
    if (!a || !b) return 0;
    const rad = Math.PI / 180;
    const dLat = (b.latitude - a.latitude) * rad;
    const dLon = (b.longitude - a.longitude) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
    return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
  }

  /** The busiest airports (ranked), for hubs. */
  ranked(limit: number): GeoAirport[] {
    return this.list
      .slice(0, limit)
      .filter((i) => i.rank < 100_000)
      .map((i) => this.airport(i.airport.code)!);
  }

  lookup(text: string, favourites: readonly string[] = [], limit = 20): AirportLookupResult {
    const q = text.trim();
    const favouriteCities = new Set(favourites.map((f) => this.cityOf(f) ?? f));
    const bonus = (i: Indexed) => (favouriteCities.has(i.airport.cityCode) ? 0.5 : 0);
    if (!q) {
      const favouriteAirports = [...favouriteCities].flatMap((c) => this.cityAirports.get(c) ?? []);
      const rest = this.list.filter((i) => !favouriteCities.has(i.airport.cityCode)).slice(0, limit);
      return { cities: [], airports: [...favouriteAirports, ...rest].slice(0, limit).map((i) => i.airport) };
    }
    const upper = q.toUpperCase();
    const lower = q.toLowerCase();
    const isAscii = /^[\x20-\x7e]+$/.test(q);
    const scored: Array<{ item: Indexed; score: number }> = [];
    for (const item of this.list) {
      let score = 0;
      if (item.airport.code === upper) score = 100;
      else if (item.airport.cityCode === upper) score = 90;
      else if (isAscii) {
        if (item.english.startsWith(lower)) score = 60;
        else if (lower.length >= 2 && item.pinyin.includes(` ${lower}`)) score = 50;
        else if (lower.length >= 2 && item.pinyin.startsWith(lower)) score = 50;
        else if (lower.length >= 3 && item.english.includes(lower)) score = 30;
      } else if (item.chinese.includes(q)) {
        score = item.chinese.startsWith(q) ? 70 : 55;
      }
      if (score > 0) scored.push({ item, score: score + bonus(item) });
    }
    scored.sort((a, b) => b.score - a.score || a.item.rank - b.item.rank);
    const top = scored.slice(0, limit).map((s) => s.item);
    const cityCodes = [...new Set(top.map((i) => i.airport.cityCode))].filter((c) => (this.cityAirports.get(c)?.length ?? 0) > 1);
    return { cities: cityCodes.map((c) => this.city(c)!).filter(Boolean), airports: top.map((i) => i.airport) };
  }
}

const directories = new WeakMap<Db, Promise<AirportDirectory>>();

/** One directory per database handle, loaded on first use. */
export function airportDirectory(db: Db): Promise<AirportDirectory> {
  let pending = directories.get(db);
  if (!pending) {
    pending = (async () => {
      const [airportRows, cityRows, airlineRows] = [
        await db.select().from(airports),
        await db.select().from(cities),
        await db.select().from(airlines),
      ];
      return new AirportDirectory(airportRows, cityRows, airlineRows);
    })();
    pending.catch(() => directories.delete(db));
    directories.set(db, pending);
  }
  return pending;
}
