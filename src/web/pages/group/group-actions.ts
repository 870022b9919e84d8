// What the viewer may do with a group now: the server answers it with the detail (allowedActions,
// from the same rules it asks before each action), so a button is shown exactly when the call
// would be accepted.
import { dueInstalment as dueOf, type GroupOrderAction } from '@/domain/groups/actions';
import type { GroupOrder } from '@/domain/groups/schemas';

export function groupActionsOf(group: GroupOrder): ReadonlySet<GroupOrderAction> {
  return new Set(group.allowedActions);
}

/** The instalment the group's status asks for (its seq), or null. */
export function dueInstalment(group: GroupOrder): number | null {
  return dueOf({ status: group.status, deposits: group.instalments.filter((i) => i.kind === 'deposit').length });
}
