// What a caller may do to a train order now. One predicate per action, asked twice: by the order
// detail (allowedActions, the console's buttons) and by the action endpoint before it changes
// anything, so a button is shown exactly when the call would be accepted.
import { canMoveTrain, TRAIN_TICKETED, type TrainActor, type TrainOrderStatus, type TrainOrderType } from './order-status';
import { refundQuote } from './refund-fees';
import type { TrainOrderAction } from './schemas';

export interface TrainOrderFacts {
  type: TrainOrderType;
  status: TrainOrderStatus;
  /** The agency's manual mode: ticketing waits for platform staff. */
  manualMode: boolean;
}

export interface TicketFacts {
  state: string;
  changes: number;
  price: number;
  /** Departure as an instant. */
  departsAt: Date;
}

/** At most one change per ticket. */
export const MAX_CHANGES_PER_TICKET = 1;

/** Refused actions say why; each endpoint maps the reason to its error. */
export type TrainRefusal = 'status' | 'departed' | 'changedAlready' | 'ticketState';

export function mayPay(o: TrainOrderFacts, actor: TrainActor): boolean {
  return o.type === 'origin' && canMoveTrain(o.status, 'ticketing', actor);
}

export function mayCancel(o: TrainOrderFacts, actor: TrainActor): boolean {
  return o.type === 'origin' && canMoveTrain(o.status, 'canceled', actor);
}

/** Staff issue or fail by hand what waits in ticketing for the manual desk. */
export function mayWorkByHand(o: TrainOrderFacts, actor: TrainActor): boolean {
  return actor === 'staff' && o.type === 'origin' && o.status === 'ticketing' && o.manualMode;
}

/** A ticket may be refunded: its order is ticketed, the ticket valid and its train not gone. */
export function ticketRefusal(o: TrainOrderFacts, ticket: TicketFacts, now: Date, action: 'refund' | 'change'): TrainRefusal | null {
  if (o.type !== 'origin' || !TRAIN_TICKETED.includes(o.status)) return 'status';
  if (ticket.state !== 'issued' && ticket.state !== 'changed') return 'ticketState';
  if (!refundQuote(ticket.price, ticket.departsAt, now)) return 'departed';
  if (action === 'change' && ticket.changes >= MAX_CHANGES_PER_TICKET) return 'changedAlready';
  return null;
}

export function trainAllowedActions(o: TrainOrderFacts, actor: TrainActor, tickets: readonly TicketFacts[], now: Date): TrainOrderAction[] {
  const actions: TrainOrderAction[] = ['download'];
  if (actor === 'agency') {
    if (mayPay(o, actor)) actions.push('pay');
    if (mayCancel(o, actor)) actions.push('cancel');
    if (tickets.some((t) => !ticketRefusal(o, t, now, 'refund'))) actions.push('refund');
    if (tickets.some((t) => !ticketRefusal(o, t, now, 'change'))) actions.push('change');
  } else if (actor === 'staff') {
    if (mayCancel(o, actor)) actions.push('cancel');
    if (mayWorkByHand(o, actor)) actions.push('issue', 'fail');
  }
  return actions;
}
