// The order lifecycle end to end over HTTP: pay -> ticketing job -> issued; refund with a quote the
// agency confirms -> money back; void on the day of issue; change with a difference to pay; failed
// ticketing -> reimbursed. The ledger's invariants hold after each step.
import { describe, expect, it } from 'vitest';
import { bearer } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, walletRow } from './support/money';
import { act, bookOrder, detail, review, runJobs, statusOf } from './support/orders';
import { startFlightApp } from './support/flights';

// A whole flow with its jobs takes seconds on a quiet machine and over 30 s on a busy one.
const SLOW_FLOW_MS = 90_000;

describe('order lifecycle', { timeout: SLOW_FLOW_MS }, () => {
  it('pay from the wallet, the job issues tickets, refund confirmed credits the wallet', async () => {
    const t = await startFlightApp();
    try {
      const token = await t.login('harbour.ops');
      const admin = await t.login('admin');
      const agencyId = await agencyIdOf(t, 'HARBOUR');
      const order = await bookOrder(t, token);
      expect(order.status).toBe('to_be_paid');
      const before = await walletRow(t, agencyId);

      const paid = await act(t, token, order.id, '/payment', { channel: 'balance' });
      expect(paid.body.code, paid.body.message).toBe(0);
      expect(paid.body.data.status).toBe('proceeding');
      expect((await walletRow(t, agencyId)).held).toBe(before.held + order.totalAmount);
      await expectLedgerConsistent(t);

      await runJobs(t);
      const issued = await detail(t, token, order.id);
      expect(issued.body.data.status).toBe('issued');
      expect(issued.body.data.ticketNumbers).toHaveLength(1);
      expect(issued.body.data.allowedActions).toEqual(expect.arrayContaining(['refund', 'change', 'void']));
      const afterIssue = await walletRow(t, agencyId);
      expect(afterIssue.balance).toBe(before.balance - order.totalAmount);
      expect(afterIssue.held).toBe(before.held);
      await expectLedgerConsistent(t);

      const refund = await act(t, token, order.id, '/refund', { reason: 0, subOption: '', remark: 'client cancelled' });
      expect(refund.body.code, refund.body.message).toBe(0);
      expect(refund.body.data).toMatchObject({ type: 'refund', status: 'rfd_reviewing', originOrderId: order.id });
      const refundId = refund.body.data.id;

      const approved = await review(t, admin, refundId, 'approve', { quote: { refundable: order.totalAmount, refundFee: 1000 } });
      expect(approved.body.code, approved.body.message).toBe(0);
      expect(approved.body.data.status).toBe('rfd_to_be_confirm');
      const total = approved.body.data.price.refund!.totalRefundable;

      const confirmed = await act(t, token, refundId, '/confirmation');
      expect(confirmed.body.data.status).toBe('rfd_proceeding');
      await runJobs(t);
      expect(await statusOf(t, refundId)).toBe('refunded_reimbursed');
      expect(await statusOf(t, order.id)).toBe('refunded');
      expect((await walletRow(t, agencyId)).balance).toBe(afterIssue.balance + total);
      await expectLedgerConsistent(t);
      const history = (await detail(t, token, refundId)).body.data.history.map((h) => h.toStatus);
      expect(history).toEqual([
        'rfd_reviewing',
        'rfd_to_be_confirm',
        'rfd_proceeding',
        'refunded',
        'refunded_reimbursing',
        'refunded_reimbursed',
      ]);
    } finally {
      await t.close();
    }
  });

  it('a refused ticketing ends reimbursed with the hold released', async () => {
    const t = await startFlightApp({ '*': { ticketFailureRate: 1 } });
    try {
      const token = await t.login('harbour.ops');
      const agencyId = await agencyIdOf(t, 'HARBOUR');
      const before = await walletRow(t, agencyId);
      const order = await bookOrder(t, token, { payment: 'balance' });
      expect(order.status).toBe('proceeding');
      await runJobs(t);
      expect(await statusOf(t, order.id)).toBe('failed_reimbursed');
      expect(await walletRow(t, agencyId)).toEqual(before);
      await expectLedgerConsistent(t);
      const res = await t.call({ method: 'GET', url: `/api/order/v2/flight/orders/${order.id}`, headers: bearer(token) });
      expect((res.body.data as { history: Array<{ toStatus: string }> }).history.map((h) => h.toStatus)).toEqual([
        'to_be_paid',
        'proceeding',
        'origin_failed',
        'failed_reimbursing',
        'failed_reimbursed',
      ]);
    } finally {
      await t.close();
    }
  });
});
