// Searching stations by any of their names: telegraph code, names in every language, pinyin,
// initials, or the city (which answers all its stations). Shared by the server's station lookup
// and anything that filters a list it already holds.
import type { Station } from './schemas';

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s'’-]/g, '');

/** How well a station matches a keyword: 0 = not at all; higher is better. */
export function stationScore(station: Station, keyword: string): number {
  const k = fold(keyword);
  if (!k) return 1;
  if (station.code.toLowerCase() === k) return 100;
  const names = [station.name.en, station.name['zh-cn'], station.name['zh-tw']].map(fold);
  if (names.includes(k)) return 90;
  if (station.pinyin === k || station.initials === k) return 80;
  const cities = [station.city.name.en, station.city.name['zh-cn'], station.city.name['zh-tw'], station.city.code].map(fold);
  if (cities.includes(k)) return 70;
  if (names.some((n) => n.startsWith(k)) || station.pinyin.startsWith(k) || station.initials.startsWith(k)) return 50;
  if (names.some((n) => n.includes(k))) return 20;
  return 0;
}
