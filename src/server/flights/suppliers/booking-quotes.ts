// Change and refund quotes worked out from a booking's own fare rules, for suppliers whose API
// quotes neither (the simulators, Amadeus Self-Service): the fare and tax differences of the new
// offer, the change fee per passenger; what is paid back less the refund fee (taxes only when the
// fare is not refundable).
import type { RefundQuote, SupplierBooking, SupplierOffer } from './types';

const total = (offer: SupplierOffer, part: 'base' | 'taxes') => offer.fares.reduce((sum, f) => sum + f[part] * f.count, 0);

export function changeQuoteFrom(booking: SupplierBooking, offer: SupplierOffer) {
  const rule = booking.offer.cancellation.rules.find((r) => r.kind === 'change' && r.when === 'before');
  return {
    fareDifference: Math.max(0, total(offer, 'base') - total(booking.offer, 'base')),
    taxDifference: Math.max(0, total(offer, 'taxes') - total(booking.offer, 'taxes')),
    fee: (rule?.fee ?? 0) * booking.passengers.length,
    currency: booking.offer.currency,
  };
}

export function refundQuoteFrom(booking: SupplierBooking): RefundQuote {
  const paid = total(booking.offer, 'base') + total(booking.offer, 'taxes');
  const rule = booking.offer.cancellation.rules.find((r) => r.kind === 'refund' && r.when === 'before');
  if (!rule?.allowed) return { refundable: total(booking.offer, 'taxes'), fee: 0, currency: booking.offer.currency };
  const fee = rule.fee * booking.passengers.length;
  return { refundable: Math.max(0, paid - fee), fee, currency: booking.offer.currency };
}
