// Mounted once in the console frame: a payment window (a mini-program, a gateway's page) that posts
// its result back is answered wherever the user is, and what a payment changes (the order lists and
// records, the wallet and its transactions) is read again.
import { useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import { usePaymentResultMessage } from './usePaymentResultMessage';

const PAID_WITH_CHANGES = ['flight-orders', 'flight-group-order', 'wallet-balance', 'bills-transactions'] as const;

export function PaymentResultListener() {
  const invalidate = useInvalidate();
  const onResult = useCallback(() => {
    for (const resource of PAID_WITH_CHANGES) void invalidate({ resource, invalidates: ['list', 'many', 'detail'] });
  }, [invalidate]);
  usePaymentResultMessage(onResult);
  return null;
}
