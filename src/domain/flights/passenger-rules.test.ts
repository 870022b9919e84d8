import { describe, expect, it } from 'vitest';
import { ageOn, passengerRuleErrors, typeForAge, type PassengerRuleContext } from './passenger-rules';

const ctx: PassengerRuleContext = {
  firstDeparture: '2026-12-10',
  lastFlight: '2026-12-20',
  fareDocuments: ['passport', 'chinese-passport', 'idcard'],
};
const adult = {
  type: 'adult' as const,
  birthday: '1990-05-01',
  nationality: 'CN',
  travel_document: { type: 'passport' as const, number: 'E1234567', expiry: '2030-01-01' },
};
const codes = (errors: ReturnType<typeof passengerRuleErrors>) => errors.map((e) => `${e.field}:${e.code}`);

describe('age and passenger type at departure', () => {
  it('counts whole years up to the day', () => {
    expect(ageOn('2014-12-10', '2026-12-10')).toBe(12);
    expect(ageOn('2014-12-11', '2026-12-10')).toBe(11);
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
  });

  it('infant under 2, child 2-11, adult from 12', () => {
    expect([typeForAge(0), typeForAge(1), typeForAge(2), typeForAge(11), typeForAge(12)]).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
    ]);
  });

  it('refuses a birthday that does not fit the type on the day of departure', () => {
    expect(passengerRuleErrors(adult, ctx)).toEqual([]);
    expect(codes(passengerRuleErrors({ ...adult, type: 'child' }, ctx))).toEqual(['birthday:typeAge']);
    // Turns 12 the day after departure: still a child.
    expect(passengerRuleErrors({ ...adult, type: 'child', birthday: '2014-12-11' }, ctx)).toEqual([]);
    expect(codes(passengerRuleErrors({ ...adult, type: 'infant', birthday: '2024-12-09' }, ctx))).toEqual(['birthday:typeAge']);
  });
});

describe('documents and nationality', () => {
  it('the document must be valid after the last flight', () => {
    expect(codes(passengerRuleErrors({ ...adult, travel_document: { ...adult.travel_document, expiry: '2026-12-20' } }, ctx))).toEqual([
      'travel_document.expiry:documentExpired',
    ]);
    expect(passengerRuleErrors({ ...adult, travel_document: { ...adult.travel_document, expiry: '2026-12-21' } }, ctx)).toEqual([]);
  });

  it('the fare must accept the document type', () => {
    expect(codes(passengerRuleErrors({ ...adult, travel_document: { ...adult.travel_document, type: 'eep' } }, ctx))).toEqual([
      'travel_document.type:documentNotAccepted',
    ]);
  });

  it('a mainland ID card belongs to a Chinese national', () => {
    expect(
      codes(passengerRuleErrors({ ...adult, nationality: 'GB', travel_document: { ...adult.travel_document, type: 'idcard' } }, ctx)),
    ).toEqual(['nationality:nationalityNotEligible']);
  });

  it("applies the booking user's flight limits (0 and empty lists mean unlimited)", () => {
    const limits = {
      ageMin: 18,
      ageMax: 60,
      documentTypes: ['chinese-passport'],
      eligibleCountries: ['CN', 'HK'],
      ineligibleCountries: [],
    };
    expect(codes(passengerRuleErrors(adult, { ...ctx, limits }))).toEqual(['travel_document.type:documentLimit']);
    const young = { ...adult, birthday: '2010-01-01', travel_document: { ...adult.travel_document, type: 'chinese-passport' as const } };
    expect(codes(passengerRuleErrors(young, { ...ctx, limits }))).toEqual(['birthday:ageLimit']);
    const foreign = { ...adult, nationality: 'US', travel_document: { ...adult.travel_document, type: 'chinese-passport' as const } };
    expect(codes(passengerRuleErrors(foreign, { ...ctx, limits }))).toEqual(['nationality:nationalityNotEligible']);
    expect(
      passengerRuleErrors(adult, {
        ...ctx,
        limits: { ageMin: 0, ageMax: 0, documentTypes: [], eligibleCountries: [], ineligibleCountries: ['US'] },
      }),
    ).toEqual([]);
  });
});
