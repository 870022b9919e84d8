import { describe, expect, it } from 'vitest';
import { groupTotal, instalmentState, scheduleErrors } from './schedule';
import { canMove, GROUP_STATUSES, GROUP_TRANSITIONS, instalmentIndexOf, nextAfterPayment, payingStatusOf } from './status';

describe('group transition table', () => {
  it('names only real statuses and reaches every one of them', () => {
    const reached = new Set<string>(['to_be_quote']);
    for (const t of GROUP_TRANSITIONS) {
      for (const s of t.from) expect(GROUP_STATUSES).toContain(s);
      if ((GROUP_STATUSES as readonly string[]).includes(t.to)) reached.add(t.to);
    }
    for (let deposits = 1; deposits <= 3; deposits++) for (let i = 0; i <= deposits; i++) reached.add(nextAfterPayment(i, deposits));
    reached.add('closed').add('canceled');
    expect([...reached].sort()).toEqual([...GROUP_STATUSES].sort());
  });

  it('says who may move what', () => {
    expect(canMove('quote', 'to_be_quote', 'desk')).toBe(true);
    expect(canMove('quote', 'to_be_quote', 'agency')).toBe(false);
    expect(canMove('confirmQuote', 'to_be_confirm', 'agency')).toBe(true);
    expect(canMove('expireQuote', 'to_be_confirm', 'agency')).toBe(false);
    expect(canMove('expireQuote', 'to_be_confirm', 'timer')).toBe(true);
    expect(canMove('cancel', 'proceeding', 'agency')).toBe(false);
    expect(canMove('cancel', 'to_be_pay_second', 'agency')).toBe(true);
    expect(canMove('issue', 'proceeding', 'desk')).toBe(true);
  });

  it('walks the schedule: deposits in order, then the final payment, then proceeding', () => {
    expect([0, 1].map((i) => payingStatusOf(i, 1))).toEqual(['to_be_pay_first', 'to_be_paid_last_money']);
    expect([0, 1, 2, 3].map((i) => nextAfterPayment(i, 3))).toEqual([
      'to_be_pay_second',
      'to_be_pay_third',
      'to_be_paid_last_money',
      'proceeding',
    ]);
    expect(nextAfterPayment(1, 2)).toBe('to_be_paid_last_money');
    expect(instalmentIndexOf('to_be_paid_last_money', 2)).toBe(2);
    expect(instalmentIndexOf('to_be_pay_third', 2)).toBeNull();
    expect(instalmentIndexOf('proceeding', 2)).toBeNull();
  });
});

describe('payment schedule', () => {
  const counts = { adult: 10, child: 10, infant: 0 };
  const now = new Date('2026-12-01T00:00:00Z');
  const quote = (amounts: number[], dues: string[]) => ({
    prices: { adult: 50_000, child: 40_000, infant: 0 },
    quoteDeadline: '2026-12-02T00:00:00Z',
    instalments: amounts.map((amount, i) => ({ amount, dueAt: dues[i]! })),
  });
  const dues = ['2026-12-03T00:00:00Z', '2026-12-04T00:00:00Z', '2026-12-05T00:00:00Z', '2026-12-06T00:00:00Z'];

  it('adds up exactly to the total', () => {
    expect(groupTotal({ adult: 50_000, child: 40_000, infant: 0 }, counts)).toBe(900_000);
    expect(scheduleErrors(quote([200_000, 200_000, 200_000, 300_000], dues), counts, now)).toEqual([]);
    expect(scheduleErrors(quote([200_000, 200_000, 200_000, 299_999], dues), counts, now)).toEqual([{ field: 'instalments', code: 'sum' }]);
  });

  it('wants deadlines after the quote deadline, each after the one before', () => {
    expect(
      scheduleErrors(quote([450_000, 450_000], ['2026-12-01T12:00:00Z', '2026-12-04T00:00:00Z']), counts, now).map((e) => e.code),
    ).toEqual(['beforeQuoteDeadline']);
    expect(
      scheduleErrors(quote([450_000, 450_000], ['2026-12-04T00:00:00Z', '2026-12-03T00:00:00Z']), counts, now).map((e) => e.code),
    ).toEqual(['order']);
    expect(scheduleErrors(quote([450_000, 450_000], dues), counts, new Date('2026-12-02T00:00:01Z')).map((e) => e.code)).toEqual([
      'quoteDeadlinePast',
    ]);
  });

  it('reads each instalment for the timeline', () => {
    const at = new Date('2026-12-03T12:00:00Z');
    const inst = (seq: number, paid: boolean) => ({ seq, paidAt: paid ? '2026-12-02T00:00:00Z' : null, dueAt: dues[seq]! });
    expect(instalmentState(inst(0, true), { status: 'to_be_pay_second', firstUnpaid: 1 }, at)).toBe('paid');
    expect(instalmentState(inst(1, false), { status: 'to_be_pay_second', firstUnpaid: 1 }, at)).toBe('due');
    expect(instalmentState(inst(2, false), { status: 'to_be_pay_second', firstUnpaid: 1 }, at)).toBe('upcoming');
    expect(instalmentState(inst(1, false), { status: 'to_be_pay_second', firstUnpaid: 1 }, new Date('2026-12-04T00:00:01Z'))).toBe(
      'overdue',
    );
    expect(instalmentState(inst(0, true), { status: 'canceled', firstUnpaid: 1 }, at)).toBe('forfeited');
    expect(instalmentState(inst(2, false), { status: 'canceled', firstUnpaid: 1 }, at)).toBe('void');
  });
});
