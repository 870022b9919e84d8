// The names the user log gives the calls it records. The server answers one of these keys for every
// line (raw route strings of older lines included) and the console shows it in the reader's language;
// a key outside this list is answered as 'other' so nothing untranslated reaches a reader.
import { TRANSITION_TABLE } from './flights/flight-order-status';
import { PERSONAL_CONFIG_KEYS } from './schemas/auth';
import { TRAIN_TRANSITIONS } from './trains/order-status';

const ORDER_ROUTE_ACTIONS = [
  'create',
  'delete',
  'pay',
  'cancel',
  'confirm',
  'lock',
  'unlock',
  'download',
  'approve',
  'reject',
  'issue',
  'change.search',
  'change.request',
  'refund.request',
  'void.request',
];
const TRAIN_ROUTE_ACTIONS = ['create', 'export', 'pay', 'cancel', 'refund.request', 'change.request', 'issue', 'fail'];
const GROUP_ACTIONS = [
  'request',
  'confirmQuote',
  'applySeats',
  'pay',
  'cancel',
  'confirmPassengers',
  'importPassengers',
  'quote',
  'confirmSeats',
  'rejectSeats',
  'review',
  'issue',
];

export const USER_LOG_ACTIONS: readonly string[] = [
  ...new Set([
    'login',
    'login.failed',
    'login.code.sent',
    'logout',
    'access.refused',
    'access.cross-agency',
    'me.update',
    'me.password',
    'me.config',
    ...PERSONAL_CONFIG_KEYS.map((key) => `me.config.${key}`),
    'passenger.create',
    'passenger.update',
    'passenger.delete',
    'member-card.create',
    'member-card.update',
    'member-card.delete',
    'user.create',
    'user.update',
    'user.delete',
    'user.password',
    'user.export',
    'user-log.export',
    'company.update',
    'company.logo',
    'agency.create',
    'agency.update',
    'agency.delete',
    'agency.settings',
    'agency.logo',
    'agency.apikey',
    'agency.notifysecret',
    'agency.notifysecret.revoke',
    'agency.export',
    'agency.superuser.password',
    'wallet.top_up',
    'wallet.top_up.channel',
    'wallet.top_up.reverse',
    'wallet.credit',
    'wallet.transactions.export',
    'exchange_rate.set',
    'statement.generate',
    'statement.export',
    'payment.pay',
    'application.update',
    'application.export',
    'chat.message',
    'chat.reply',
    'chat.update',
    'job.rerun',
    'partner.create',
    'partner.update',
    'partner.rotate',
    'partner.test-link',
    'partner.login.failed',
    'partner.user.create',
    'partner.user.update',
    'flight.search',
    'flight.verify',
    'flight.accurate-search',
    'flight.pnr.analyse',
    'flight.document.analyse',
    'flight.passengers.import',
    ...ORDER_ROUTE_ACTIONS.map((a) => `flight.order.${a}`),
    ...TRANSITION_TABLE.map((row) => `flight.order.${row.action}`),
    'flight.disruption.accept',
    'flight.disruption.refund',
    'flight.disruption.change',
    'flight.disruption.simulate',
    ...GROUP_ACTIONS.map((a) => `group.${a}`),
    'train.search',
    ...TRAIN_ROUTE_ACTIONS.map((a) => `train.order.${a}`),
    ...TRAIN_TRANSITIONS.map((row) => `train.order.${row.action}`),
    'other',
  ]),
];

const KNOWN: ReadonlySet<string> = new Set(USER_LOG_ACTIONS);

/** The catalogue key of a recorded action ('other' when it is not one). */
export function userLogActionOf(recorded: string): string {
  return KNOWN.has(recorded) ? recorded : 'other';
}

/**
 * The translation key naming an action. Keys are flattened ('.' -> '_') because some actions extend
 * others ('login' and 'login.failed'), which nested translation keys cannot express.
 */
export function userLogActionLabelKey(action: string): string {
  return `userLog.actionNames.${userLogActionOf(action).replaceAll('.', '_')}`;
}
