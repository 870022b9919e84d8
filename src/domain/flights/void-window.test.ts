import { describe, expect, it } from 'vitest';
import { voidDeadline, voidOpen } from './void-window';

describe('void window', () => {
  it("ends at midnight of the issue day in the supplier's time zone", () => {
    // 2026-11-21 20:00 UTC is 2026-11-22 04:00 in Beijing: DragonFare closes at 2026-11-22 16:00 UTC.
    const issued = new Date('2026-11-21T20:00:00Z');
    expect(voidDeadline('DRAGONFARE', issued)?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(voidDeadline('SKYLINK', issued)?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
  it('is open before the deadline and closed after it, and never without an issue time', () => {
    const issued = new Date('2026-11-21T20:00:00Z');
    expect(voidOpen('SKYLINK', issued, new Date('2026-11-21T23:59:59Z'))).toBe(true);
    expect(voidOpen('SKYLINK', issued, new Date('2026-11-22T00:00:00Z'))).toBe(false);
    expect(voidOpen('SKYLINK', null, new Date())).toBe(false);
  });
});
