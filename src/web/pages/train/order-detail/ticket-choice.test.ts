import { describe, expect, it } from 'vitest';
import type { TrainOrderDetail, TrainTicket } from '@/domain/trains/schemas';
import { changeableTickets, refundableTickets, selectionTotals } from './ticket-choice';

const ticket = (id: number, name: string) => ({ id, name, price: 55300 }) as TrainTicket;
const order = {
  tickets: [ticket(1, 'LI LEI'), ticket(2, 'HAN MEIMEI'), ticket(3, 'WANG FANG')],
  ticketActions: [
    { ticketId: 1, refund: true, change: true, refundFee: 2750, refundable: 52550 },
    { ticketId: 2, refund: true, change: false, refundFee: 5550, refundable: 49750 },
    { ticketId: 3, refund: false, change: false, refundFee: null, refundable: null },
  ],
} as Partial<TrainOrderDetail> as TrainOrderDetail;

describe('after-sale ticket choice', () => {
  it('offers the tickets the server allows for each action', () => {
    expect(refundableTickets(order).map((r) => r.ticket.id)).toEqual([1, 2]);
    expect(changeableTickets(order).map((r) => r.ticket.id)).toEqual([1]);
  });

  it('adds up the server quoted fee and refund of the ticked tickets only', () => {
    const rows = refundableTickets(order);
    expect(selectionTotals(rows, [2])).toEqual({ fee: 5550, refundable: 49750 });
    expect(selectionTotals(rows, [1, 2])).toEqual({ fee: 8300, refundable: 102300 });
    expect(selectionTotals(rows, [])).toEqual({ fee: 0, refundable: 0 });
  });
});
