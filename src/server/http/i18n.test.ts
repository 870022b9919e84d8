// Refusals name an order's status and the refused action in words: every status a flight or train
// order can have, with every action the server refuses, reads without a raw key ("status.ticketing").
import { describe, expect, it } from 'vitest';
import { FLIGHT_ORDER_STATUSES } from '@/domain/flights/flight-order-status';
import { LANGUAGES } from '@/domain/schemas/common';
import { TRAIN_ORDER_STATUSES } from '@/domain/trains/order-status';
import { translate } from './i18n';

const ACTIONS = ['pay', 'cancel', 'confirm', 'approve', 'reject', 'issue', 'fail', 'change', 'refund', 'void', 'download'];
const STATUSES = [...new Set([...FLIGHT_ORDER_STATUSES, ...TRAIN_ORDER_STATUSES])];
const RAW_KEY = /\b(status|actions)\.[a-z_]+/;

describe('status words in refusals', () => {
  it.each(LANGUAGES)('%s: every status and action is a word, never its key', (language) => {
    const leaks: string[] = [];
    for (const status of STATUSES) {
      for (const action of ACTIONS) {
        const message = translate(language, 'ORDER_ACTION_NOT_ALLOWED', { status, action });
        if (RAW_KEY.test(message)) leaks.push(message);
      }
      const moved = translate(language, 'ORDER_TRANSITION_ILLEGAL', { from: status, to: status });
      if (RAW_KEY.test(moved)) leaks.push(moved);
    }
    expect(leaks).toEqual([]);
  });
});
