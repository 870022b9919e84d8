// The group action rules (src/domain/groups/actions.ts) over database rows: the facts they look at,
// and each refusal answered with its own error.
import type { GroupFacts, GroupRefusal } from '@/domain/groups/actions';
import type { GroupStatus } from '@/domain/groups/status';
import { ApiError } from '../http/api-error';
import type { GroupRow } from './moves';

type InstalmentFacts = ReadonlyArray<{ seq: number; dueAt: Date; paidAt: Date | null }>;

/** `instalments` and `passengerTypes` only where the rule asked needs them (paying, confirming the list). */
export function factsOf(group: GroupRow, instalments: InstalmentFacts, passengerTypes: readonly string[]): GroupFacts {
  const count = (type: string) => passengerTypes.filter((t) => t === type).length;
  return {
    status: group.status as GroupStatus,
    review: group.review as GroupFacts['review'],
    quoteDeadline: group.quoteDeadline,
    passengersConfirmed: group.passengersConfirmedAt !== null,
    passengersComplete: count('adult') === group.adults && count('child') === group.children && count('infant') === group.infants,
    deposits: group.deposits,
    instalments: instalments.map((i) => ({ seq: i.seq, dueAt: i.dueAt, paid: i.paidAt !== null })),
  };
}

/** Throws the error that answers a refusal; does nothing when the action is allowed. */
export function assertAllowed(refusal: GroupRefusal | null, group: GroupRow): void {
  switch (refusal) {
    case null:
      return;
    case 'status':
      throw new ApiError('GROUP_STATUS_CONFLICT', { status: group.status });
    case 'quoteExpired':
      throw new ApiError('GROUP_QUOTE_EXPIRED');
    case 'passengersLocked':
      throw new ApiError('GROUP_PASSENGERS_LOCKED');
    case 'passengersIncomplete':
      throw new ApiError('GROUP_PASSENGERS_INCOMPLETE', { expected: `${group.adults} / ${group.children} / ${group.infants}` });
    case 'noSuchInstalment':
      throw new ApiError('NOT_FOUND');
    case 'alreadyPaid':
      throw new ApiError('ORDER_ALREADY_PAID');
    case 'notDue':
      throw new ApiError('GROUP_INSTALMENT_NOT_DUE');
    case 'reviewPending':
      throw new ApiError('GROUP_REVIEW_PENDING');
    case 'paymentExpired':
      throw new ApiError('GROUP_PAYMENT_EXPIRED');
  }
}
