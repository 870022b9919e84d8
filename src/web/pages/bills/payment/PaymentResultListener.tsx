// Mounted once in the console frame: a payment page (a mini-program, a gateway's page, the partner
// page embedding the console) that posts its result is answered wherever the user is, and what a
// payment changes (the order lists and records, the wallet and its transactions) is read again.
// Embedded, the console first asks which parent origins its partner allows.
import { useCustom, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import type { PartnerEmbed } from '@/domain/schemas/partners';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useEmbedded } from '@/web/services';
import { usePaymentResultMessage } from './usePaymentResultMessage';

const PAID_WITH_CHANGES = [
  'flight-orders',
  'flight-order-status-counts',
  'flight-group-order',
  'train-orders',
  'wallet-balance',
  'bills-transactions',
] as const;
const NO_PARENTS: readonly string[] = [];

export function PaymentResultListener() {
  const invalidate = useInvalidate();
  const embedded = useEmbedded();
  const urlOf = useResourceUrl('partner-embed');
  // A read of the caller's own settings, not a record list: Refine's useCustom on the declared resource.
  const { result, query } = useCustom<PartnerEmbed>({
    url: urlOf(),
    method: 'get',
    queryOptions: { enabled: embedded, staleTime: 60_000 },
  });
  const parentOrigins = query.isSuccess ? result.data.parentOrigins : NO_PARENTS;
  const onResult = useCallback(() => {
    for (const resource of PAID_WITH_CHANGES) void invalidate({ resource, invalidates: ['resourceAll'] });
  }, [invalidate]);
  usePaymentResultMessage(onResult, { parentOrigins });
  return null;
}
