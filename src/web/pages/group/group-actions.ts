// What the viewer may do with a group now, by its status: the server's own answer (allowedActions)
// when it sends one, else the domain's table of moves, the same table the server checks.
import type { GroupOrder } from '@/domain/groups/schemas';
import { canMove, instalmentIndexOf, PAYING_STATUSES, transitionOf, type GroupAction } from '@/domain/groups/status';
import type { GroupSide } from './useGroupSide';

/** The moves of the status table, and the passenger list's import and confirmation. */
export type GroupScreenAction = GroupAction | 'editPassengers';

/** From the quote's confirmation until ticketing, the list may be imported (again) until confirmed. */
const LIST_EDITABLE = new Set([...transitionOf('applySeats').from, ...transitionOf('confirmSeats').from, ...PAYING_STATUSES, ...transitionOf('issue').from]);

export function groupActionsOf(group: GroupOrder & { allowedActions?: readonly string[] }, side: GroupSide): ReadonlySet<GroupScreenAction> {
  if (Array.isArray(group.allowedActions)) return new Set(group.allowedActions as GroupScreenAction[]);
  const moves: GroupAction[] = ['quote', 'confirmQuote', 'applySeats', 'confirmSeats', 'rejectSeats', 'approveReview', 'rejectReview', 'pay', 'issue', 'cancel'];
  const allowed = new Set<GroupScreenAction>(moves.filter((m) => canMove(m, group.status, side)));
  // The manual review comes first: nothing is paid, and only the desk decides, while it is pending.
  if (group.review === 'pending') allowed.delete('pay');
  else { allowed.delete('approveReview'); allowed.delete('rejectReview'); }
  if (dueInstalment(group) === null) allowed.delete('pay');
  if (side === 'agency' && LIST_EDITABLE.has(group.status)) allowed.add('editPassengers');
  return allowed;
}

/** The instalment a paying status asks for (its seq), or null. */
export function dueInstalment(group: GroupOrder): number | null {
  return instalmentIndexOf(group.status, group.instalments.filter((i) => i.kind === 'deposit').length);
}
