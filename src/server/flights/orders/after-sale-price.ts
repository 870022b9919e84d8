// The figures of a change and of a refund or void, priced by the shown-price rule so that what the
// agency reads is what it pays or gets back: a change's lines (ticket and tax difference, change fee,
// service fee) in whole shown units adding up to the total charged; a refund's refundable amount and
// fees adding up to the amount credited.
import { priceRefund, priceSale, saleStep } from '@/domain/shown-price';

export interface ChangeFigures {
  ticketDifference: number;
  taxDifference: number;
  changeFee: number;
  serviceFee: number;
  total: number;
}
export interface RefundFigures {
  refundable: number;
  refundFee: number;
  serviceFee: number;
  totalRefundable: number;
}

/** The supplier's differences and fee (exact, converted) and the agency's change service fee. */
export function changeFigures(
  supplier: { ticketDifference: number; taxDifference: number; changeFee: number },
  serviceFee: number,
  currency: string,
): ChangeFigures {
  const exact = supplier.ticketDifference + supplier.taxDifference + supplier.changeFee + serviceFee;
  const sale = priceSale(supplier, serviceFee, saleStep(exact, currency));
  return { ...sale.parts, serviceFee: sale.serviceFee, total: sale.total };
}

/**
 * What goes back: `left` is what the payment still holds. A payment taken before sales were priced in
 * shown units may hold cents; a refund of all of it is then priced to the cent, never above it.
 */
export function refundFigures(refundable: number, refundFee: number, serviceFee: number, currency: string, left = Infinity): RefundFigures {
  const price = (step: number) => priceRefund(refundable, { refundFee, serviceFee }, step);
  let back = price(saleStep(refundable, currency));
  if (back.total > left) back = price(1);
  return { refundable: back.refundable, refundFee: back.fees.refundFee, serviceFee: back.fees.serviceFee, totalRefundable: back.total };
}
