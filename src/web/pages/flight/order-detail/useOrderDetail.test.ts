import { describe, expect, it } from 'vitest';
import { isWaiting } from './useOrderDetail';

describe('which orders the detail page polls', () => {
  it('polls orders moved on by jobs or suppliers', () => {
    for (const status of [
      'proceeding',
      'chg_proceeding',
      'rfd_proceeding',
      'refunded',
      'refunded_reimbursing',
      'origin_failed',
      'failed_reimbursing',
      'voided',
    ] as const) {
      expect(isWaiting(status), status).toBe(true);
    }
  });

  it('does not poll orders waiting for the user, for staff, or finished', () => {
    for (const status of [
      'to_be_paid',
      'issued',
      'changed',
      'rfd_to_be_confirm',
      'rfd_reviewing',
      'refunded_reimbursed',
      'closed',
    ] as const) {
      expect(isWaiting(status), status).toBe(false);
    }
  });
});
