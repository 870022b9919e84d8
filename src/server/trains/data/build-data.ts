// Builds stations.tsv and timetable.tsv from the MIT-licensed "Parse12306" workbook (metromancn,
// 2016: every high-speed station of China Railway with telegraph code, pinyin and coordinates, and the
// G/D/C timetable of 10 March 2016). Run once, by hand, with the workbook's path:
//   npx tsx src/server/trains/data/build-data.ts <全国高速列车时刻表_20160310.xlsx>
// Adds what the workbook lacks: traditional names (OpenCC), English names (pinyin with the
// direction word translated) and the city a station belongs to (its name's longest station prefix).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const DIRECTIONS: Record<string, string> = { 东: 'East', 南: 'South', 西: 'West', 北: 'North' };
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface Station { code: string; zh: string; pinyin: string; initials: string; lat: number; lon: number }

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Cities whose English name is not their pinyin. */
const ENGLISH_CITIES: Record<string, string> = { 哈尔滨: 'Harbin', 呼和浩特: 'Hohhot', 西安: "Xi'an", 乌鲁木齐: 'Urumqi', 拉萨: 'Lhasa', 吉安: "Ji'an", 延安: "Yan'an", 泰安: "Tai'an", 淮安: "Huai'an", 六安: "Lu'an", 兴安: "Xing'an" };
const syllables = (zh: string) => pinyin(zh, { toneType: 'none', type: 'array', v: true }).join('');

function english(zh: string, full: string, city: string): string {
  if (ENGLISH_CITIES[zh]) return ENGLISH_CITIES[zh];
  const last = zh.slice(-1);
  if (zh.length > 2 && DIRECTIONS[last] && zh.slice(0, -1) === city) return `${english(city, full.slice(0, syllables(city).length), city)} ${DIRECTIONS[last]}`;
  if (city !== zh && zh.startsWith(city) && zh.length - city.length >= 2) {
    const rest = zh.slice(city.length);
    return `${english(city, full.slice(0, syllables(city).length), city)} ${cap(syllables(rest))}`;
  }
  return cap(full || syllables(zh));
}

const minutes = (v: unknown): number | null => {
  if (!(v instanceof Date)) return null;
  return v.getUTCHours() * 60 + v.getUTCMinutes();
};

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: build-data.ts <workbook.xlsx>');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const stations: Station[] = [];
  wb.getWorksheet('车站')!.eachRow((row, i) => {
    if (i === 1) return;
    const v = row.values as unknown[];
    stations.push({ zh: String(v[2]), code: String(v[3]), pinyin: String(v[4]), initials: String(v[5]), lon: Number(v[7]), lat: Number(v[8]) });
  });
  const byName = new Map(stations.map((s) => [s.zh, s]));
  const cityOf = (zh: string): string => {
    for (let n = zh.length - 1; n >= 2; n--) if (byName.has(zh.slice(0, n))) return zh.slice(0, n);
    if (zh.length > 2 && DIRECTIONS[zh.slice(-1)]) return zh.slice(0, -1);
    return zh;
  };
  const lines = stations.map((s) => {
    const city = cityOf(s.zh);
    const cityPinyin = byName.get(city)?.pinyin ?? syllables(city);
    return [s.code, s.zh, toTraditional(s.zh), english(s.zh, s.pinyin, city), s.pinyin, s.initials, city, toTraditional(city), english(city, cityPinyin, city), s.lat.toFixed(5), s.lon.toFixed(5)].join('\t');
  });
  writeFileSync(here('./stations.tsv'), `${['code', 'zh-cn', 'zh-tw', 'en', 'pinyin', 'initials', 'city-zh-cn', 'city-zh-tw', 'city-en', 'lat', 'lon'].join('\t')}\n${lines.join('\n')}\n`);

  // The timetable: one line per train number (the first service of a number), its stops as
  // CODE,arrival,departure in minutes after midnight of the day the train leaves its first station.
  const trains: string[] = [];
  const seen = new Set<string>();
  let current: { no: string; stops: string[]; day: number; last: number; ok: boolean } | null = null;
  const flush = () => {
    if (current && current.ok && current.stops.length >= 2 && !seen.has(current.no)) { seen.add(current.no); trains.push(`${current.no}\t${current.stops.join(';')}`); }
  };
  wb.getWorksheet('时刻表')!.eachRow((row, i) => {
    if (i === 1) return;
    const v = row.values as unknown[];
    if (v[1]) { flush(); current = { no: String(v[1]), stops: [], day: 0, last: -1, ok: true }; }
    if (!current || v[13] === false) return;
    const station = byName.get(String(v[9]));
    if (!station) { current.ok = false; return; }
    const at = (m: number | null) => {
      if (m === null) return -1;
      if (m < current!.last) current!.day += 1440;
      current!.last = m;
      return m + current!.day;
    };
    const arrival = at(minutes(v[10]));
    const departure = at(minutes(v[11]));
    current.stops.push(`${station.code},${arrival},${departure}`);
  });
  flush();
  writeFileSync(here('./timetable.tsv'), `${trains.join('\n')}\n`);
  console.log(`${stations.length} stations, ${trains.length} trains`);
}

void main();
