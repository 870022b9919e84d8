import { describe, expect, it } from 'vitest';
import { railTimetable, runsAtNight, type TimetableTrain } from './timetable';

const train = (times: Array<[number, number]>): TimetableTrain => ({
  no: 'G1',
  type: 'G',
  stops: times.map(([arr, dep], i) => ({ code: `S${i}`, arr, dep, km: i * 100 })),
});

describe('the simulated timetable at night', () => {
  it('sells no G, D or C train that runs between midnight and 06:00', () => {
    const highSpeed = railTimetable().trains.filter((t) => ['G', 'D', 'C'].includes(t.type));
    expect(highSpeed.length).toBeGreaterThan(4000);
    const atNight = highSpeed.filter(
      (t) =>
        t.stops.some((s, i) => {
          const times = i === 0 ? [s.dep] : [s.arr, s.dep];
          return times.some((m) => m % (24 * 60) < 6 * 60);
        }) || t.stops[t.stops.length - 1]!.arr >= 24 * 60,
    );
    expect(atNight.map((t) => t.no)).toEqual([]);
  });

  it('keeps conventional overnight trains', () => {
    const overnight = railTimetable().trains.filter((t) => ['Z', 'T', 'K'].includes(t.type) && runsAtNight(t));
    expect(overnight.length).toBeGreaterThan(0);
  });

  it('marks the first stop as having no arrival', () => {
    for (const t of railTimetable().trains) expect(t.stops[0]!.arr).toBe(-1);
  });

  it('tells a night run from a day run', () => {
    expect(
      runsAtNight(
        train([
          [-1, 6 * 60],
          [8 * 60, 8 * 60],
        ]),
      ),
    ).toBe(false);
    expect(
      runsAtNight(
        train([
          [-1, 5 * 60 + 59],
          [7 * 60, 7 * 60],
        ]),
      ),
    ).toBe(true);
    expect(
      runsAtNight(
        train([
          [-1, 22 * 60],
          [23 * 60 + 59, 23 * 60 + 59],
        ]),
      ),
    ).toBe(false);
    // Leaves at 23:00 and arrives at 00:30 the next day.
    expect(
      runsAtNight(
        train([
          [-1, 23 * 60],
          [24 * 60 + 30, 24 * 60 + 30],
        ]),
      ),
    ).toBe(true);
    // Leaves at 20:00, arrives at 07:00 the next morning: it runs through the whole window.
    expect(
      runsAtNight(
        train([
          [-1, 20 * 60],
          [31 * 60, 31 * 60],
        ]),
      ),
    ).toBe(true);
  });
});
