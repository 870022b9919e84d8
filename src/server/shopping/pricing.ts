// Prices a supplier's offer for the agency: converted to the settlement currency (rounded up, so the agency never sells below cost),
// the agency's markup per ticket by flight class, and its service fees added to the change, refund
// and void rules the operator sees.
import { minorDigits } from '@/domain/currency';
import { flightClassOf, markupFor } from '@/domain/flights/markup';
import { convertToHundredths, type RateMap } from '@/domain/money';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { CancellationPolicy, Offer, PassengerPrice } from '@/domain/schemas/shopping';
import type { SupplierOffer } from '../suppliers/types';

/** Minor units of `from` -> minor units of `to`, rounded up. Throws when a rate is missing. */
export function convertMinor(amount: number, from: string, to: string, rates: RateMap): number {
  if (from === to) return amount;
  const hundredths = convertToHundredths({ amount, currency: from }, to, rates);
  const digits = minorDigits(to);
  return digits === 2 ? Number(hundredths) : Number((hundredths + 99n) / 100n);
}

export interface PricingContext {
  settings: AgencySettings;
  currency: string;
  rates: RateMap;
  countryOf: (airport: string) => string;
}

const FEE_OF_RULE: Partial<Record<CancellationPolicy['rules'][number]['kind'], 'change' | 'refund' | 'void'>> = { change: 'change', refund: 'refund', void: 'void' };

export function countriesOfOffer(offer: Pick<SupplierOffer, 'journeys'>, countryOf: (airport: string) => string): string[] {
  return offer.journeys.flatMap((j) => j.segments.flatMap((s) => [countryOf(s.origin), countryOf(s.destination)]));
}

export function priceOffer(offer: SupplierOffer, id: string, ctx: PricingContext): Offer {
  const { currency, rates, settings } = ctx;
  const convert = (amount: number) => convertMinor(amount, offer.currency, currency, rates);
  const markup = settings.flight.markups[flightClassOf(countriesOfOffer(offer, ctx.countryOf))];
  const priceList: PassengerPrice[] = offer.fares.map((fare) => {
    const price = convert(fare.base);
    const taxes = convert(fare.taxes);
    const perTicket = markupFor(markup, price + taxes);
    return { passengerType: fare.passengerType, count: fare.count, price, taxes, markup: perTicket, salePrice: price + taxes + perTicket, currency };
  });
  const fees = settings.flight.serviceFees;
  const serviceFee = (kind: 'change' | 'refund' | 'void') => convertMinor(fees[kind], fees.currency, currency, rates);
  return {
    id,
    supplier: offer.supplier,
    validatingCarrier: offer.validatingCarrier,
    journeys: offer.journeys,
    cabin: offer.cabin,
    priceDetail: { productType: 'flight', priceList, total: priceList.reduce((sum, p) => sum + p.salePrice * p.count, 0), currency },
    fareBasis: offer.fareBasis,
    baggage: offer.baggage,
    cancellation: {
      currency,
      remarks: offer.cancellation.remarks,
      rules: offer.cancellation.rules.map((rule) => {
        const kind = FEE_OF_RULE[rule.kind];
        return { ...rule, fee: rule.allowed ? convert(rule.fee) + (kind ? serviceFee(kind) : 0) : 0 };
      }),
    },
    seatsLeft: offer.seatsLeft,
    ticketingTimeLimit: offer.ticketingTimeLimit,
    expiresAt: offer.expiresAt,
  };
}
