// Prices a supplier's offer for the agency: converted to the settlement currency (rounded up, so the agency never sells below cost),
// the agency's markup per ticket by flight class, the sale priced in the unit it is shown in (shown =
// charged), and its service fees added to the change, refund and void rules the operator sees.
import { minorDigits } from '@/domain/currency';
import { flightClassOf, markupFor } from '@/domain/flights/markup';
import { convertToHundredths, type RateMap } from '@/domain/money';
import { priceSale, roundUpToShown, saleStep } from '@/domain/shown-price';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { CancellationPolicy, CostDetail, Offer, PassengerPrice } from '@/domain/flights/shopping';
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

const FEE_OF_RULE: Partial<Record<CancellationPolicy['rules'][number]['kind'], 'change' | 'refund' | 'void'>> = {
  change: 'change',
  refund: 'refund',
  void: 'void',
};

export function countriesOfOffer(offer: Pick<SupplierOffer, 'journeys'>, countryOf: (airport: string) => string): string[] {
  return offer.journeys.flatMap((j) => j.segments.flatMap((s) => [countryOf(s.origin), countryOf(s.destination)]));
}

/** One passenger type's cost per person in the settlement currency, each line converted and rounded up to the minor unit. */
function costOf(fare: SupplierOffer['fares'][number], convert: (amount: number) => number): CostDetail['priceList'][number] {
  const airportTax = convert(fare.airportTax ?? 0);
  const fuelSurcharge = convert(fare.fuelSurcharge ?? 0);
  const otherTaxes = convert(Math.max(0, fare.taxes - (fare.airportTax ?? 0) - (fare.fuelSurcharge ?? 0)));
  const price = convert(fare.base);
  return {
    passengerType: fare.passengerType,
    count: fare.count,
    price,
    airportTax,
    fuelSurcharge,
    otherTaxes,
    costPrice: price + airportTax + fuelSurcharge + otherTaxes,
  };
}

export interface PricedOffer {
  offer: Offer;
  /** What the supplier is paid: kept on the server and shown to platform staff only. */
  cost: CostDetail;
}

/**
 * Prices a supplier's offer for the agency: the cost converted, the markup of the flight class per
 * ticket, and the sale rounded to the unit it is shown in (priceSale): what the agency sees is what
 * it pays. One step for the whole offer, so every ticket of the order rounds alike.
 */
export function priceOfferWithCost(offer: SupplierOffer, id: string, ctx: PricingContext): PricedOffer {
  const { currency, rates, settings } = ctx;
  const convert = (amount: number) => convertMinor(amount, offer.currency, currency, rates);
  const markup = settings.flight.markups[flightClassOf(countriesOfOffer(offer, ctx.countryOf))];
  const costs = offer.fares.map((fare) => costOf(fare, convert));
  const markups = costs.map((c) => markupFor(markup, c.costPrice));
  const step = saleStep(
    costs.reduce((sum, c, i) => sum + (c.costPrice + markups[i]!) * c.count, 0),
    currency,
  );
  const priceList: PassengerPrice[] = costs.map((c, i) => {
    const sale = priceSale(
      { price: c.price, airportTax: c.airportTax, fuelSurcharge: c.fuelSurcharge, otherTaxes: c.otherTaxes },
      markups[i]!,
      step,
    );
    const taxes = sale.parts.airportTax + sale.parts.fuelSurcharge + sale.parts.otherTaxes;
    return {
      passengerType: c.passengerType,
      count: c.count,
      ...sale.parts,
      taxes,
      markup: sale.serviceFee,
      salePrice: sale.total,
      currency,
    };
  });
  const fees = settings.flight.serviceFees;
  const serviceFee = (kind: 'change' | 'refund' | 'void') => convertMinor(fees[kind], fees.currency, currency, rates);
  const priced: Offer = {
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
        // A fee is a price the agency reads before it books: shown as it will be charged.
        return { ...rule, fee: rule.allowed ? roundUpToShown(convert(rule.fee) + (kind ? serviceFee(kind) : 0), currency) : 0 };
      }),
    },
    seatsLeft: offer.seatsLeft,
    ticketingTimeLimit: offer.ticketingTimeLimit,
    expiresAt: offer.expiresAt,
  };
  return { offer: priced, cost: { priceList: costs, total: costs.reduce((sum, c) => sum + c.costPrice * c.count, 0), currency } };
}

export function priceOffer(offer: SupplierOffer, id: string, ctx: PricingContext): Offer {
  return priceOfferWithCost(offer, id, ctx).offer;
}
