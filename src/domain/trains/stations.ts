// Searching stations by any of their names: telegraph code, names in every language, pinyin,
// initials, or the city (which answers all its stations). Shared by the server's station lookup
// and anything that filters a list it already holds.
import type { Station } from './schemas';

const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s'’-]/g, '');

interface Folded {
  code: string;
  names: string[];
  cities: string[];
}
/** Folded names per station, computed once (a lookup scans every station). */
const folded = new WeakMap<Station, Folded>();
function foldedOf(station: Station): Folded {
  let f = folded.get(station);
  if (!f) {
    f = {
      code: station.code.toLowerCase(),
      names: [station.name.en, station.name['zh-cn'], station.name['zh-tw']].map(fold),
      cities: [station.city.name.en, station.city.name['zh-cn'], station.city.name['zh-tw'], station.city.code].map(fold),
    };
    folded.set(station, f);
  }
  return f;
}

/** How well a station matches a keyword: 0 = not at all; higher is better. */
export function stationScore(station: Station, keyword: string): number {
  return foldedScore(station, fold(keyword));
}

/** A scorer for one keyword, folded once, for scanning every station. */
export function stationMatcher(keyword: string): (station: Station) => number {
  const k = fold(keyword);
  return (station) => foldedScore(station, k);
}

function foldedScore(station: Station, k: string): number {
  if (!k) return 1;
  const { code, names, cities } = foldedOf(station);
  if (code === k) return 100;
  if (names.includes(k)) return 90;
  if (station.pinyin === k || station.initials === k) return 80;
  if (cities.includes(k)) return 70;
  if (names.some((n) => n.startsWith(k)) || station.pinyin.startsWith(k) || station.initials.startsWith(k)) return 50;
  if (names.some((n) => n.includes(k))) return 20;
  return 0;
}
