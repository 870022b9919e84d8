// One named example per error code (components.examples), in English as an API-key caller gets it
// without Accept-Language; each error answer refers to the examples of the codes it lists. The
// message comes from the same catalogue the server answers with (locales/en/errors.json).
import { ErrorCode, messageKey, type ErrorCodeName } from '@/domain/errors';
import en from '@locales/en/errors.json';
import { translate } from '@/server/http/i18n';

// Values for the placeholders the messages use; a placeholder not listed reads "…".
const VARS: Record<string, unknown> = {
  orderNo: 'TS20270301000042',
  from: 'to_be_paid',
  to: 'issued',
  status: 'issued',
  action: 'pay',
  name: 'Harbour Travel',
  expected: 'CNY',
  agency: 'Harbour Travel',
  maximum: 50,
  minimum: 1,
  max: 50,
  seconds: 60,
  minutes: 1,
  count: 2,
  fields: 'passengers.0.birthday Invalid date',
  reasons: 'database',
  balance: '1,000.00 CNY',
  amount: '1,680.00 CNY',
  available: '1,000.00 CNY',
  currency: 'CNY',
  route: 'PVG-HKG',
  passenger: 'CHAN/Tai Man',
  holder: 'CHAN/Tai Man',
  ticket: '7812345678901',
  email: 'desk@harbour.example',
  domain: 'travel.harbour.example',
  host: 'travel.harbour.example',
  deadline: '2027-03-01 10:00',
  date: '2027-03-01',
  until: '2027-03-01 10:00',
  key: 'flight.bookingNotifyUrl',
  keys: 'flight.bookingNotifyUrl',
  type: 'passport',
  trainNo: 'G1234',
  station: 'Shanghai Hongqiao',
  company: 'Harbour Travel',
  code: 'HARBOUR',
  country: 'HK',
};

const errorMessages = (en as { errors: Record<string, string> }).errors;

function messageOf(name: ErrorCodeName): string {
  const template = errorMessages[name] ?? '';
  const vars: Record<string, unknown> = {};
  for (const [, key] of template.matchAll(/{{(\w+)}}/g)) vars[key!] = VARS[key!] ?? '…';
  return translate('en', messageKey(name), vars);
}

function dataOf(name: ErrorCodeName) {
  return name === 'VALIDATION' ? { fields: [{ field: 'passengers.0.birthday', message: 'Invalid date' }] } : null;
}

/** The components.examples key of a code's example. */
export const errorExampleKey = (name: ErrorCodeName) =>
  `Error${name.toLowerCase().replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;

/** The example of each code that some operation answers. */
export function errorExamples(names: Iterable<ErrorCodeName>): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    [...new Set(names)]
      .sort()
      .map((name) => [
        errorExampleKey(name),
        { summary: `${ErrorCode[name]} ${name}`, value: { code: ErrorCode[name], data: dataOf(name), message: messageOf(name) } },
      ]),
  );
}
