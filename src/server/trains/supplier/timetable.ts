// The simulator's timetable: the real G/D/C trains of data/timetable.tsv, plus conventional Z/T/K
// trains derived deterministically from the longer high-speed routes (same stations, slower,
// fewer stops for Z, overnight departures). Each stop's times are minutes after midnight of the day
// the train leaves its first station.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TrainType } from '@/domain/trains/schemas';
import { intOf, unitOf } from '../../flights/suppliers/simulator/random';
import { stations } from '../stations';

export interface TimetableStop {
  code: string;
  /** -1 at the first stop. */
  arr: number;
  /** Equal to arr at the last stop. */
  dep: number;
  /** Kilometres from the first stop. */
  km: number;
}

export interface TimetableTrain {
  no: string;
  type: TrainType;
  stops: TimetableStop[];
}

export interface Timetable {
  trains: readonly TimetableTrain[];
  /** Station code -> [train index, stop index]. */
  calls: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>;
  byNo: ReadonlyMap<string, TimetableTrain>;
}

function distanceKm(a: string, b: string): number {
  const p = stations().byCode.get(a);
  const q = stations().byCode.get(b);
  if (!p || !q) return 0;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.lat - p.lat) * rad) / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(((q.lon - p.lon) * rad) / 2) ** 2;
  // Tracks are not straight lines: 15 % more than the great circle.
  return 2 * 6371 * Math.asin(Math.sqrt(h)) * 1.15;
}

function withKm(stops: Array<Omit<TimetableStop, 'km'>>): TimetableStop[] {
  let km = 0;
  return stops.map((s, i) => {
    if (i > 0) km += distanceKm(stops[i - 1]!.code, s.code);
    return { ...s, km: Math.round(km) };
  });
}

function loadHighSpeed(): TimetableTrain[] {
  const lines = readFileSync(fileURLToPath(new URL('../data/timetable.tsv', import.meta.url)), 'utf8')
    .trim()
    .split('\n');
  const seen = new Set<string>();
  // A train whose number changes on the way (D305/D308) is sold under its first number.
  return lines.flatMap((line) => {
    const [full, stops] = line.split('\t') as [string, string];
    const no = full.split('/')[0]!;
    if (seen.has(no)) return [];
    seen.add(no);
    return [
      {
        no,
        type: no[0] as TrainType,
        // The file writes 0 for the first stop's arrival; the timetable's own mark for "no arrival" is -1.
        stops: withKm(
          stops.split(';').map((s, i) => {
            const [code, arr, dep] = s.split(',');
            return { code: code!, arr: i === 0 ? -1 : Number(arr), dep: Number(dep) };
          }),
        ),
      },
    ];
  });
}

const CONVENTIONAL: Array<{ type: TrainType; slower: number; keepEvery: number; firstDeparture: [number, number] }> = [
  { type: 'Z', slower: 2.0, keepEvery: 0, firstDeparture: [19 * 60, 22 * 60 + 30] },
  { type: 'T', slower: 2.3, keepEvery: 2, firstDeparture: [6 * 60, 22 * 60] },
  { type: 'K', slower: 2.8, keepEvery: 1, firstDeparture: [5 * 60 + 30, 23 * 60] },
];

/** Conventional trains over the longer high-speed routes (one in four, deterministically). */
function deriveConventional(highSpeed: readonly TimetableTrain[]): TimetableTrain[] {
  const counters: Record<string, number> = { Z: 0, T: 0, K: 0 };
  const out: TimetableTrain[] = [];
  for (const g of highSpeed) {
    const last = g.stops[g.stops.length - 1]!;
    if (g.type !== 'G' || g.stops.length < 5 || last.km < 500 || unitOf('conventional', g.no) >= 0.25) continue;
    const kind = CONVENTIONAL[intOf(0, 2, 'kind', g.no)]!;
    const kept = g.stops.filter(
      (_, i) =>
        i === 0 || i === g.stops.length - 1 || (kind.keepEvery > 0 ? i % kind.keepEvery === 0 : i === Math.floor(g.stops.length / 2)),
    );
    let clock = intOf(kind.firstDeparture[0], kind.firstDeparture[1], 'start', g.no);
    const stops = kept.map((s, i) => {
      if (i === 0) return { code: s.code, arr: -1, dep: clock };
      const run = Math.round(((s.km - kept[i - 1]!.km) / 250) * 60 * kind.slower) + 8;
      const arr = clock + run;
      const dwell = i === kept.length - 1 ? 0 : intOf(4, 12, 'dwell', g.no, i);
      clock = arr + dwell;
      return { code: s.code, arr, dep: clock };
    });
    counters[kind.type]! += 1;
    const number = kind.type === 'K' ? 1000 + counters.K! : counters[kind.type]!;
    out.push({ no: `${kind.type}${number}`, type: kind.type, stops: withKm(stops) });
  }
  return out;
}

const HIGH_SPEED: ReadonlySet<TrainType> = new Set<TrainType>(['G', 'D', 'C']);
/** High-speed lines are closed for maintenance from midnight to 06:00 every night. */
const NIGHT_END = 6 * 60;
const DAY = 24 * 60;

/** Whether a train is moving or standing at a station at any moment of a night's 00:00-06:00. */
export function runsAtNight(train: TimetableTrain): boolean {
  const start = train.stops[0]!.dep;
  const end = train.stops[train.stops.length - 1]!.arr;
  // Times run on past 24:00 for a train still going after midnight; the window repeats every day.
  for (let night = 0; night <= end; night += DAY) {
    if (start < night + NIGHT_END && end >= night) return true;
  }
  return false;
}

let timetable: Timetable | null = null;
export function railTimetable(): Timetable {
  if (timetable) return timetable;
  const highSpeed = loadHighSpeed();
  // Conventional trains are still derived from every high-speed route, so their numbers stay the same.
  const trains = [...highSpeed.filter((t) => !(HIGH_SPEED.has(t.type) && runsAtNight(t))), ...deriveConventional(highSpeed)];
  const calls = new Map<string, Array<readonly [number, number]>>();
  trains.forEach((train, t) =>
    train.stops.forEach((stop, s) => {
      const list = calls.get(stop.code) ?? [];
      list.push([t, s]);
      calls.set(stop.code, list);
    }),
  );
  timetable = { trains, calls, byNo: new Map(trains.map((t) => [t.no, t])) };
  return timetable;
}
