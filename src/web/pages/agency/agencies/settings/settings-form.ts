// Agency settings as the form edits them: amounts in major units of their currency, percentages in
// percent, code lists as arrays. Stored settings keep integer minor units and basis points.
import { minorDigits } from '@/domain/currency';
import { FLIGHT_CLASSES, type AgencySettings, type Markup } from '@/domain/schemas/agency-settings';

export interface MarkupForm {
  way: Markup['way'];
  value: number;
  limit: number;
}

export type SettingsForm = Omit<AgencySettings, 'flight'> & {
  flight: Omit<AgencySettings['flight'], 'markups' | 'serviceFees'> & {
    markups: Record<(typeof FLIGHT_CLASSES)[number], MarkupForm>;
    serviceFees: { change: number; refund: number; void: number; currency: AgencySettings['flight']['serviceFees']['currency'] };
  };
};

const toMajor = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);
/** Rounded to whole minor units: the stored value is always an integer. */
const toMinor = (major: number | null | undefined, currency: string) => Math.round((major ?? 0) * 10 ** minorDigits(currency));

function markupToForm(m: Markup, currency: string): MarkupForm {
  return { way: m.way, value: m.way === 'percent' ? m.value / 100 : toMajor(m.value, currency), limit: toMajor(m.limit, currency) };
}

function markupFromForm(m: MarkupForm, currency: string): Markup {
  return {
    way: m.way,
    value: m.way === 'percent' ? Math.round((m.value ?? 0) * 100) : toMinor(m.value, currency),
    limit: toMinor(m.limit, currency),
  };
}

export function settingsToForm(s: AgencySettings): SettingsForm {
  const currency = s.general.settlementCurrency;
  const fees = s.flight.serviceFees;
  return {
    ...s,
    flight: {
      ...s.flight,
      markups: Object.fromEntries(
        FLIGHT_CLASSES.map((c) => [c, markupToForm(s.flight.markups[c], currency)]),
      ) as SettingsForm['flight']['markups'],
      serviceFees: {
        currency: fees.currency,
        change: toMajor(fees.change, fees.currency),
        refund: toMajor(fees.refund, fees.currency),
        void: toMajor(fees.void, fees.currency),
      },
    },
  };
}

export function settingsFromForm(f: SettingsForm): AgencySettings {
  const currency = f.general.settlementCurrency;
  const fees = f.flight.serviceFees;
  const url = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    ...f,
    flight: {
      ...f.flight,
      bookingNotifyUrl: url(f.flight.bookingNotifyUrl),
      flightChangeNotifyUrl: url(f.flight.flightChangeNotifyUrl),
      markups: Object.fromEntries(
        FLIGHT_CLASSES.map((c) => [c, markupFromForm(f.flight.markups[c], currency)]),
      ) as AgencySettings['flight']['markups'],
      serviceFees: {
        currency: fees.currency,
        change: toMinor(fees.change, fees.currency),
        refund: toMinor(fees.refund, fees.currency),
        void: toMinor(fees.void, fees.currency),
      },
    },
    train: { ...f.train, notifyUrl: url(f.train.notifyUrl) },
  };
}
