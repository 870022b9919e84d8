import { describe, expect, it } from 'vitest';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import type { SupplierOffer } from '../suppliers/types';
import { convertMinor, priceOfferWithCost } from './pricing';

const RATES = { CNY: '1', USD: '0.1387', HKD: '1.0790', JPY: '21.4500' };

const offer: SupplierOffer = {
  supplier: 'SKYLINK',
  ref: 'R1',
  validatingCarrier: 'CX',
  cabin: 'economy',
  currency: 'USD',
  journeys: [
    {
      durationMinutes: 150,
      segments: [
        {
          carrier: 'CX',
          flightNumber: 'CX365',
          operatingCarrier: null,
          origin: 'PVG',
          destination: 'HKG',
          departure: '2026-12-01T08:00',
          arrival: '2026-12-01T10:30',
          durationMinutes: 150,
          aircraft: 'A321',
          cabin: 'economy',
          bookingClass: 'M',
        },
      ],
    },
  ],
  fares: [
    { passengerType: 'adult', count: 2, base: 30000, taxes: 4500, airportTax: 2000, fuelSurcharge: 1500 },
    { passengerType: 'child', count: 1, base: 22500, taxes: 4500 },
  ],
  fareBasis: 'MSTDIT',
  baggage: { carryOn: { pieces: 1, weightKg: 7, dimensions: null }, checked: { pieces: 1, weightKg: 23, dimensions: null } },
  cancellation: {
    currency: 'USD',
    remarks: null,
    rules: [
      { kind: 'refund', allowed: true, when: 'before', hours: 4, fee: 6000 },
      { kind: 'noShow', allowed: false, when: 'after', hours: 0, fee: 1000 },
    ],
  },
  seatsLeft: 4,
  ticketingTimeLimit: '2026-11-22T00:00:00Z',
  expiresAt: '2026-11-21T12:00:00Z',
  documentTypes: ['passport'],
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
  it('converts fares and taxes, adds the markup of the flight class per ticket, and sells in the unit it is shown in', () => {
    const settings = defaultAgencySettings('CNY');
    settings.flight.markups.international = { way: 'percent', value: 200, limit: 0 };
    settings.flight.serviceFees = { change: 0, refund: 5000, void: 0, currency: 'CNY' };
    const { offer: priced, cost } = priceOfferWithCost(offer, 'S1.R1', {
      settings,
      currency: 'CNY',
      rates: RATES,
      countryOf: (a) => (a === 'HKG' ? 'HK' : 'CN'),
    });
    const [adultPrice, childPrice] = priced.priceDetail.priceList;
    // Cost per adult: fare 2,162.95, airport tax 144.20, fuel 108.15, other 72.10 = 2,487.40; markup 2% = 49.75;
    // 2,537.15 is sold as 2,538: the lines shown are whole yuan adding up to it, the service fee takes the rounding.
    expect(cost.priceList[0]).toEqual({
      passengerType: 'adult',
      count: 2,
      price: 216295,
      airportTax: 14420,
      fuelSurcharge: 10815,
      otherTaxes: 7210,
      costPrice: 248740,
    });
    expect(adultPrice).toEqual({
      passengerType: 'adult',
      count: 2,
      price: 216300,
      airportTax: 14500,
      fuelSurcharge: 10800,
      otherTaxes: 7200,
      taxes: 32500,
      markup: 5000,
      salePrice: 253800,
      currency: 'CNY',
    });
    // A supplier that does not break its taxes down: all of them are other taxes.
    expect(childPrice).toMatchObject({ passengerType: 'child', count: 1, airportTax: 0, fuelSurcharge: 0 });
    for (const p of priced.priceDetail.priceList) {
      expect(p.salePrice).toBe(p.price + p.taxes + p.markup);
      expect(p.taxes).toBe(p.airportTax + p.fuelSurcharge + p.otherTaxes);
      for (const v of [p.price, p.airportTax, p.fuelSurcharge, p.otherTaxes, p.markup]) expect(v % 100).toBe(0);
    }
    expect(priced.priceDetail.total).toBe(2 * adultPrice!.salePrice + childPrice!.salePrice);
    expect(cost.total).toBe(2 * 248740 + cost.priceList[1]!.costPrice);
    // Refund fee: the supplier's fee converted plus the agency's refund service fee, shown as charged; a rule that is not allowed costs nothing.
    expect(priced.cancellation.rules).toEqual([
      { kind: 'refund', allowed: true, when: 'before', hours: 4, fee: 43300 + 5000 },
      { kind: 'noShow', allowed: false, when: 'after', hours: 0, fee: 0 },
    ]);
  });
});
