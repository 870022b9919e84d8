import { describe, expect, it } from 'vitest';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import type { SupplierOffer } from '../suppliers/types';
import { convertMinor, priceOffer } from './pricing';

const RATES = { CNY: '1', USD: '0.1387', HKD: '1.0790', JPY: '21.4500' };

const offer: SupplierOffer = {
  supplier: 'SKYLINK', ref: 'R1', validatingCarrier: 'CX', cabin: 'economy', currency: 'USD',
  journeys: [{ durationMinutes: 150, segments: [{ carrier: 'CX', flightNumber: 'CX365', operatingCarrier: null, origin: 'PVG', destination: 'HKG', departure: '2026-12-01T08:00', arrival: '2026-12-01T10:30', durationMinutes: 150, aircraft: 'A321', cabin: 'economy', bookingClass: 'M' }] }],
  fares: [{ passengerType: 'adult', count: 2, base: 30000, taxes: 4500 }, { passengerType: 'child', count: 1, base: 22500, taxes: 4500 }],
  fareBasis: 'MSTDIT', baggage: { carryOn: { pieces: 1, weightKg: 7, dimensions: null }, checked: { pieces: 1, weightKg: 23, dimensions: null } },
  cancellation: { currency: 'USD', remarks: null, rules: [{ kind: 'refund', allowed: true, when: 'before', hours: 4, fee: 6000 }, { kind: 'noShow', allowed: false, when: 'after', hours: 0, fee: 1000 }] },
  seatsLeft: 4, ticketingTimeLimit: '2026-11-22T00:00:00Z', expiresAt: '2026-11-21T12:00:00Z', documentTypes: ['passport'],
};

describe('currency conversion for pricing', () => {
  it('converts minor units through the base currency, rounding up', () => {
    expect(convertMinor(30000, 'USD', 'CNY', RATES)).toBe(216295); // 300 / 0.1387 = 2162.9416 -> 2162.95
    expect(convertMinor(10000, 'CNY', 'JPY', RATES)).toBe(2145);
    expect(convertMinor(1, 'CNY', 'JPY', RATES)).toBe(1); // 0.2145 yen rounds up to 1
    expect(convertMinor(12345, 'HKD', 'HKD', RATES)).toBe(12345);
  });
});

describe('pricing an offer for an agency', () => {
  it('converts fares and taxes, adds the markup of the flight class per ticket, and totals per passenger type', () => {
    const settings = defaultAgencySettings('CNY');
    settings.flight.markups.international = { way: 'percent', value: 200, limit: 0 };
    settings.flight.serviceFees = { change: 0, refund: 5000, void: 0, currency: 'CNY' };
    const priced = priceOffer(offer, 'S1.R1', { settings, currency: 'CNY', rates: RATES, countryOf: (a) => (a === 'HKG' ? 'HK' : 'CN') });
    const [adultPrice, childPrice] = priced.priceDetail.priceList;
    expect(adultPrice).toMatchObject({ passengerType: 'adult', count: 2, price: 216295, taxes: 32445, markup: 4975, salePrice: 253715, currency: 'CNY' });
    expect(childPrice).toMatchObject({ passengerType: 'child', count: 1, price: 162221 });
    expect(childPrice!.salePrice).toBe(childPrice!.price + childPrice!.taxes + childPrice!.markup);
    expect(priced.priceDetail.total).toBe(2 * adultPrice!.salePrice + childPrice!.salePrice);
    // Refund fee: the supplier's fee converted plus the agency's refund service fee; a rule that is not allowed costs nothing.
    expect(priced.cancellation.rules).toEqual([
      { kind: 'refund', allowed: true, when: 'before', hours: 4, fee: 43259 + 5000 },
      { kind: 'noShow', allowed: false, when: 'after', hours: 0, fee: 0 },
    ]);
  });
});
