// The station directory: the shipped station list (data/stations.tsv, see data/LICENSE.md), read
// once, with lookups by code and by city, and search by any name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Station } from '@/domain/trains/schemas';
import { stationMatcher, stationScore } from '@/domain/trains/stations';

export interface StationPoint extends Station {
  lat: number;
  lon: number;
}

export interface StationDirectory {
  all: readonly StationPoint[];
  byCode: ReadonlyMap<string, StationPoint>;
  byCity: ReadonlyMap<string, readonly StationPoint[]>;
}

const cityCodeOf = (en: string) => en.toLowerCase().replace(/[^a-z]/g, '');

function load(): StationDirectory {
  const lines = readFileSync(fileURLToPath(new URL('./data/stations.tsv', import.meta.url)), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const all = lines.map((line): StationPoint => {
    const [code, zh, tw, en, pinyin, initials, cityZh, cityTw, cityEn, lat, lon] = line.split('\t') as string[] & { length: 11 };
    return {
      code: code!,
      name: { en: en!, 'zh-cn': zh!, 'zh-tw': tw! },
      pinyin: pinyin!,
      initials: initials!,
      city: { code: cityCodeOf(cityEn!), name: { en: cityEn!, 'zh-cn': cityZh!, 'zh-tw': cityTw! } },
      lat: Number(lat),
      lon: Number(lon),
    };
  });
  const byCity = new Map<string, StationPoint[]>();
  for (const s of all) byCity.set(s.city.code, [...(byCity.get(s.city.code) ?? []), s]);
  return { all, byCode: new Map(all.map((s) => [s.code, s])), byCity };
}

let directory: StationDirectory | null = null;
export function stations(): StationDirectory {
  directory ??= load();
  return directory;
}

/** The public view (no coordinates). */
export function publicStation(s: StationPoint): Station {
  return { code: s.code, name: s.name, pinyin: s.pinyin, initials: s.initials, city: s.city };
}

export function searchStations(keyword: string | undefined, limit: number): Station[] {
  const score = stationMatcher(keyword ?? '');
  const scored = stations()
    .all.map((s) => ({ s, score: score(s) }))
    .filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score || a.s.city.code.localeCompare(b.s.city.code) || a.s.code.localeCompare(b.s.code));
  return scored.slice(0, limit).map((x) => publicStation(x.s));
}

/** The station codes a place names: a station code, a city code, or a station's or city's exact name. */
export function stationsOfPlace(place: string): string[] {
  const dir = stations();
  const upper = place.trim().toUpperCase();
  if (dir.byCode.has(upper)) return [upper];
  const city = dir.byCity.get(cityCodeOf(place));
  if (city) return city.map((s) => s.code);
  const exact = dir.all.filter((s) => stationScore(s, place) >= 70);
  const cities = new Set(exact.filter((s) => stationScore(s, place) === 70).map((s) => s.city.code));
  if (cities.size) return [...cities].flatMap((c) => dir.byCity.get(c)!.map((s) => s.code));
  return exact.map((s) => s.code);
}
