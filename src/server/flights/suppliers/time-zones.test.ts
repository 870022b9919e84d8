import { describe, expect, it } from 'vitest';
import { instantOf, localTime, offsetMinutes } from './time-zones';

describe('airport local times', () => {
  it('converts both ways, including half-hour zones', () => {
    const at = Date.parse('2026-12-01T00:15:00Z');
    expect(localTime(at, 'Asia/Shanghai')).toBe('2026-12-01T08:15');
    expect(localTime(at, 'Asia/Kolkata')).toBe('2026-12-01T05:45');
    expect(localTime(at, 'America/New_York')).toBe('2026-11-30T19:15');
    expect(instantOf('2026-12-01T08:15', 'Asia/Shanghai')).toBe(at);
    expect(instantOf('2026-11-30T19:15', 'America/New_York')).toBe(at);
  });

  it('follows daylight saving time', () => {
    expect(offsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-12-01T12:00:00Z'), 'Europe/London')).toBe(0);
    // 2026-03-29 01:00 UTC London moves to BST: 00:30 UTC is 00:30 local, 01:30 UTC is 02:30 local.
    expect(localTime(Date.parse('2026-03-29T00:30:00Z'), 'Europe/London')).toBe('2026-03-29T00:30');
    expect(localTime(Date.parse('2026-03-29T01:30:00Z'), 'Europe/London')).toBe('2026-03-29T02:30');
    expect(instantOf('2026-07-01T13:00', 'Europe/London')).toBe(Date.parse('2026-07-01T12:00:00Z'));
  });
});
