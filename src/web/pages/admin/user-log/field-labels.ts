// What a user-log line calls a changed field and its values, in the reader's language. Agency settings
// are logged as dotted paths (flight.markups.china.value); they are named with the labels the settings
// drawer shows, joined ("Markup per flight class · Mainland China · Value"). Other records' fields have
// their own labels under userLog.fields. A field no label covers keeps its path, never a blank.
import type { TFunction } from 'i18next';

const S = 'agencies.settings';

/** Settings flags (general.* and flight.* booleans) that the drawer lists under its flags. */
const FLAGS = new Set([
  'enableFlightService',
  'enableTrainService',
  'isShowBill',
  'canCreateSubAgency',
  'showInvoice',
  'sendEmailToSubAgency',
  'hidePnrBooking',
  'hideMainlandContent',
  'disablePayment',
  'showOnlyOwnOrders',
  'showInvoiceTypeInExcelBill',
  'showSuppliers',
  'onlyFreeBaggage',
  'onlyWithFareBasis',
]);

const SETTINGS_LABELS: Record<string, string> = {
  'general.settlementCurrency': `${S}.settlementCurrency`,
  'general.emailLanguage': `${S}.emailLanguage`,
  'general.disabledChannels': `${S}.disabledChannels`,
  'flight.serviceFees.currency': `${S}.feeCurrency`,
  'flight.maxResponseSeconds': `${S}.maxResponse`,
  'flight.searchMode': `${S}.searchMode`,
  'flight.ticketingSpeed': `${S}.ticketingSpeed`,
  'flight.bookingNotifyUrl': `${S}.bookingNotifyUrl`,
  'flight.flightChangeNotifyUrl': `${S}.flightChangeNotifyUrl`,
  'flight.airlines.codes': `${S}.airlines`,
  'flight.suppliers.codes': `${S}.suppliers`,
  'train.notifyUrl': `${S}.trainNotifyUrl`,
  'train.manualMode': `${S}.trainManual`,
  'credit.periodLength': `${S}.creditLength`,
  'credit.periodUnit': `${S}.creditUnit`,
};

const MARKUP_PARTS: Record<string, string> = { way: 'markupWay', value: 'markupValue', limit: 'markupLimit' };

function settingsLabel(field: string, t: TFunction): string | null {
  const parts = field.split('.');
  const last = parts[parts.length - 1]!;
  if (SETTINGS_LABELS[field]) return t(SETTINGS_LABELS[field]);
  if ((parts[0] === 'general' || parts[0] === 'flight') && parts.length === 2 && FLAGS.has(last)) return t(`${S}.flags.${last}`);
  if (parts[0] === 'flight' && parts[1] === 'markups' && parts.length === 4 && MARKUP_PARTS[last]) {
    return [t(`${S}.markups`), t(`${S}.flightClasses.${parts[2]}`), t(`${S}.${MARKUP_PARTS[last]}`)].join(' · ');
  }
  if (parts[0] === 'flight' && parts[1] === 'serviceFees' && parts.length === 3)
    return `${t(`${S}.serviceFees`)} · ${t(`${S}.fees.${last}`)}`;
  if (parts[0] === 'flight' && (parts[1] === 'airlines' || parts[1] === 'suppliers') && last === 'mode')
    return `${t(`${S}.${parts[1]}`)} · ${t(`${S}.listMode`)}`;
  return null;
}

export function fieldLabel(field: string, t: TFunction): string {
  const fromSettings = settingsLabel(field, t);
  if (fromSettings) return fromSettings;
  // Own labels of other records' fields, flat keys (a dotted path would read as nesting).
  return t(`userLog.fields.${field.replace(/\./g, '_')}`, { defaultValue: field });
}

/** Words for the values settings hold as codes (fixed, whitelist, fast-standard...); other values as they are. */
const VALUE_LABELS: Array<[RegExp, string]> = [
  [/\.markups\.[a-z]+\.way$/, `${S}.ways`],
  [/\.(airlines|suppliers)\.mode$/, `${S}.listModes`],
  [/^flight\.searchMode$/, `${S}.searchModes`],
  [/^flight\.ticketingSpeed$/, `${S}.speedPlans`],
  [/^credit\.periodUnit$/, `${S}.units`],
];

export function valueLabel(field: string, value: string, t: TFunction): string {
  const group = VALUE_LABELS.find(([pattern]) => pattern.test(field))?.[1];
  return group ? t(`${group}.${value}`, { defaultValue: value }) : value;
}
