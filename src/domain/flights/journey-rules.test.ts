import { describe, expect, it } from 'vitest';
import { expandTwoDigitYear, journeyErrors, normaliseTicketDate, passengerCountErrors, tomorrow } from './journey-rules';

const NOW = new Date('2026-11-21T10:00:00Z');
const TODAY = '2026-11-21';
// Airports resolve to their city; BJS is a city of PEK and PKX.
const CITY: Record<string, string> = {
  'airport-PEK': 'BJS',
  'airport-PKX': 'BJS',
  BJS: 'BJS',
  'airport-SHA': 'SHA',
  'airport-PVG': 'SHA',
  SHA: 'SHA',
  'airport-HKG': 'HKG',
  'airport-CAN': 'CAN',
};
const cityOf = (l: string) => CITY[l] ?? null;
const codes = (errors: ReturnType<typeof journeyErrors>) => errors.map((e) => `${e.index}:${e.field}:${e.code}`);

describe('two-digit years', () => {
  it('reads a year above the current two-digit year as 19xx, otherwise 20xx', () => {
    expect(expandTwoDigitYear(26, NOW)).toBe(2026);
    expect(expandTwoDigitYear(0, NOW)).toBe(2000);
    expect(expandTwoDigitYear(27, NOW)).toBe(1927);
    expect(expandTwoDigitYear(99, NOW)).toBe(1999);
  });

  it('normalises typed dates and refuses impossible ones', () => {
    expect(normaliseTicketDate('26-12-05', NOW)).toBe('2026-12-05');
    expect(normaliseTicketDate('2026-2-3', NOW)).toBe('2026-02-03');
    expect(normaliseTicketDate('2026-02-30', NOW)).toBeNull();
    expect(normaliseTicketDate('05/12/2026', NOW)).toBeNull();
  });

  it('defaults the search date to tomorrow', () => {
    expect(tomorrow(NOW)).toBe('2026-11-22');
  });
});

describe('journey rules', () => {
  it('refuses an empty list', () => {
    expect(codes(journeyErrors('oneway', [], cityOf, TODAY))).toEqual(['-1:journeys:empty']);
  });

  it('accepts a good one-way and return', () => {
    expect(journeyErrors('oneway', [{ origin: 'airport-PEK', destination: 'SHA', date: '2026-12-01' }], cityOf, TODAY)).toEqual([]);
    expect(
      journeyErrors('return', [{ origin: 'BJS', destination: 'airport-HKG', date: '2026-12-01', returnDate: '2026-12-08' }], cityOf, TODAY),
    ).toEqual([]);
  });

  it('requires origin and destination', () => {
    expect(codes(journeyErrors('oneway', [{ origin: '', destination: '', date: '2026-12-01' }], cityOf, TODAY))).toEqual([
      '0:origin:originRequired',
      '0:destination:destinationRequired',
    ]);
  });

  it('refuses the same city or airport, comparing airports by their city', () => {
    expect(
      codes(journeyErrors('oneway', [{ origin: 'airport-PEK', destination: 'airport-PKX', date: '2026-12-01' }], cityOf, TODAY)),
    ).toEqual(['0:destination:rules']);
    expect(codes(journeyErrors('oneway', [{ origin: 'SHA', destination: 'airport-PVG', date: '2026-12-01' }], cityOf, TODAY))).toEqual([
      '0:destination:rules',
    ]);
    expect(
      codes(journeyErrors('oneway', [{ origin: 'airport-SHA', destination: 'airport-SHA', date: '2026-12-01' }], cityOf, TODAY)),
    ).toEqual(['0:destination:rules']);
  });

  it('refuses unknown places and malformed codes', () => {
    expect(codes(journeyErrors('oneway', [{ origin: 'airport-XXX', destination: 'sha', date: '2026-12-01' }], cityOf, TODAY))).toEqual([
      '0:origin:location',
      '0:destination:location',
    ]);
  });

  it('checks dates: required, real, not past; a return needs a return date not before departure', () => {
    expect(codes(journeyErrors('oneway', [{ origin: 'BJS', destination: 'SHA' }], cityOf, TODAY))).toEqual(['0:date:dateRequired']);
    expect(codes(journeyErrors('oneway', [{ origin: 'BJS', destination: 'SHA', date: '2026-11-20' }], cityOf, TODAY))).toEqual([
      '0:date:datePast',
    ]);
    expect(codes(journeyErrors('return', [{ origin: 'BJS', destination: 'SHA', date: '2026-12-10' }], cityOf, TODAY))).toEqual([
      '0:returnDate:returnDateRequired',
    ]);
    expect(
      codes(journeyErrors('return', [{ origin: 'BJS', destination: 'SHA', date: '2026-12-10', returnDate: '2026-12-09' }], cityOf, TODAY)),
    ).toEqual(['0:returnDate:returnBeforeDeparture']);
  });

  it('allows at most five multi-city flights, in date order; other types have one journey', () => {
    const leg = (o: string, d: string, date: string) => ({ origin: o, destination: d, date });
    const six = [
      leg('BJS', 'SHA', '2026-12-01'),
      leg('SHA', 'airport-CAN', '2026-12-02'),
      leg('airport-CAN', 'airport-HKG', '2026-12-03'),
      leg('airport-HKG', 'BJS', '2026-12-04'),
      leg('BJS', 'SHA', '2026-12-05'),
      leg('SHA', 'BJS', '2026-12-06'),
    ];
    expect(codes(journeyErrors('multi', six, cityOf, TODAY))).toEqual(['-1:journeys:tooMany']);
    expect(journeyErrors('multi', six.slice(0, 5), cityOf, TODAY)).toEqual([]);
    expect(codes(journeyErrors('multi', [six[1]!, six[0]!], cityOf, TODAY))).toEqual(['1:date:order']);
    expect(codes(journeyErrors('oneway', six.slice(0, 2), cityOf, TODAY))).toEqual(['-1:journeys:oneJourney']);
  });
});

describe('passenger counts (defaults)', () => {
  it('needs an adult, at most nine seats, no more infants than adults', () => {
    expect(passengerCountErrors({ adult: 1, child: 0, infant: 0 })).toEqual([]);
    expect(passengerCountErrors({ adult: 0, child: 2, infant: 0 })).toEqual(['adultRequired']);
    expect(passengerCountErrors({ adult: 5, child: 3, infant: 2 })).toEqual(['tooMany']);
    expect(passengerCountErrors({ adult: 1, child: 0, infant: 2 })).toEqual(['infantsPerAdult']);
  });
});
