import { describe, expect, it } from 'vitest';
import { TICKETING_SPEED_PLANS } from '../schemas/agency-settings';
import { ticketingDeadline, ticketingLate } from './ticketing-speed';

const paid = new Date('2026-12-01T08:00:00Z');
const departure = new Date('2026-12-05T10:00:00Z');
const at = (plan: (typeof TICKETING_SPEED_PLANS)[number], leaving: Date | null = departure) =>
  ticketingDeadline(plan, paid, leaving)?.toISOString() ?? null;

describe('ticketing-speed plans', () => {
  it('count from the payment', () => {
    expect(at('fast-standard')).toBe('2026-12-01T08:30:00.000Z');
    expect(at('website')).toBe('2026-12-01T08:30:00.000Z');
    expect(at('preference-standard')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('normal-standard')).toBe('2026-12-01T10:00:00.000Z');
    expect(at('special-standard')).toBe('2026-12-03T08:00:00.000Z');
  });

  it('count back from the first departure, never before the payment', () => {
    expect(at('special-48')).toBe('2026-12-03T10:00:00.000Z');
    expect(at('special-before-24')).toBe('2026-12-04T10:00:00.000Z');
    expect(at('special-before-4')).toBe('2026-12-05T06:00:00.000Z');
    expect(at('special-48', new Date('2026-12-02T08:00:00Z'))).toBe(paid.toISOString());
    expect(at('special-before-4', null)).toBeNull();
  });

  it('"all" sets no deadline; every plan is known', () => {
    expect(at('all')).toBeNull();
    for (const plan of TICKETING_SPEED_PLANS.filter((p) => p !== 'all')) expect(at(plan), plan).not.toBeNull();
  });

  it('an order is late only while it waits for its ticket past the deadline', () => {
    const deadline = new Date('2026-12-01T08:30:00Z');
    expect(ticketingLate('proceeding', deadline, new Date('2026-12-01T08:31:00Z'))).toBe(true);
    expect(ticketingLate('proceeding', deadline, new Date('2026-12-01T08:29:00Z'))).toBe(false);
    expect(ticketingLate('issued', deadline, new Date('2026-12-01T09:00:00Z'))).toBe(false);
    expect(ticketingLate('proceeding', null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
