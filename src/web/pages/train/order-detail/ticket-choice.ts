// Which tickets an after-sale dialog offers (the server's per-ticket answer), and the sums of the
// server's own fee and refundable amounts for the tickets ticked (nothing recomputed here).
import type { TrainOrderDetail, TrainTicket } from '@/domain/trains/schemas';

export interface TicketChoice {
  ticket: TrainTicket;
  refundFee: number | null;
  refundable: number | null;
}

function offered(order: TrainOrderDetail, action: 'refund' | 'change'): TicketChoice[] {
  return order.tickets.flatMap((ticket) => {
    const a = order.ticketActions.find((x) => x.ticketId === ticket.id);
    return a?.[action] ? [{ ticket, refundFee: a.refundFee, refundable: a.refundable }] : [];
  });
}

export const refundableTickets = (order: TrainOrderDetail) => offered(order, 'refund');
export const changeableTickets = (order: TrainOrderDetail) => offered(order, 'change');

export function selectionTotals(rows: readonly TicketChoice[], chosen: readonly number[]): { fee: number; refundable: number } {
  const picked = rows.filter((r) => chosen.includes(r.ticket.id));
  return { fee: picked.reduce((s, r) => s + (r.refundFee ?? 0), 0), refundable: picked.reduce((s, r) => s + (r.refundable ?? 0), 0) };
}
