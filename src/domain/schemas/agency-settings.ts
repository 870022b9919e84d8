// Agency settings: flags, flight settings, train settings and the credit period. Stored as one
// validated JSON value per agency; read fresh by every request that needs it (no cross-request cache).
// Amounts are integer minor units; percentages are basis points (1/100 of a percent).
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { CURRENCIES } from '../currency';
import { languageSchema } from './common';
import { GATEWAY_CHANNELS } from './payment-channels';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const FLIGHT_CLASSES = ['china', 'domestic', 'international', 'intercontinental'] as const;
export type FlightClass = (typeof FLIGHT_CLASSES)[number];
export const MARKUP_WAYS = ['fixed', 'percent'] as const;
export const FILTER_MODES = ['whitelist', 'blacklist'] as const;
export const SEARCH_MODES = ['all', 'popular'] as const;
export const TICKETING_SPEED_PLANS = [
  'all',
  'fast-standard',
  'preference-standard',
  'normal-standard',
  'website',
  'special-standard',
  'special-48',
  'special-before-24',
  'special-before-4',
] as const;
export const CREDIT_PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;
export type CreditPeriodUnit = (typeof CREDIT_PERIOD_UNITS)[number];

/** Largest amount a markup, fee or limit may carry (minor units): ten million in major units. */
export const MAX_SETTING_AMOUNT = 1_000_000_000;
export const MAX_PERCENT_BP = 10_000;

const amount = z.number().int().min(0).max(MAX_SETTING_AMOUNT);
const notifyUrl = z
  .string()
  .trim()
  .max(512)
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: 'url' })
  .nullable();

export const markupSchema = z
  .object({
    way: z.enum(MARKUP_WAYS),
    /** fixed: minor units (may be negative: a discount); percent: basis points. */
    value: z.number().int().min(-MAX_SETTING_AMOUNT).max(MAX_SETTING_AMOUNT),
    /** The most one ticket's markup may reach, minor units; 0 = unlimited. */
    limit: amount,
  })
  .refine((m) => m.way !== 'percent' || Math.abs(m.value) <= MAX_PERCENT_BP, {
    ...whenFieldsPassed,
    path: ['value'],
    message: 'percentRange',
  });
export type Markup = z.infer<typeof markupSchema>;

const codeList = (pattern: RegExp) => z.array(text().trim().toUpperCase().regex(pattern, { message: 'code' })).max(200);

export const agencySettingsSchema = z
  .object({
    general: z
      .object({
        canCreateSubAgency: z.boolean(),
        enableFlightService: z.boolean(),
        enableTrainService: z.boolean(),
        isShowBill: z.boolean(),
        emailLanguage: languageSchema,
        settlementCurrency: z.enum(CURRENCIES),
        showInvoice: z.boolean(),
        sendEmailToSubAgency: z.boolean(),
        hidePnrBooking: z.boolean(),
        hideMainlandContent: z.boolean(),
        disablePayment: z.boolean(),
        /** Gateway channels this agency may not pay through (the wallet is closed by disablePayment). */
        disabledChannels: z.array(z.enum(GATEWAY_CHANNELS)).max(GATEWAY_CHANNELS.length),
        showOnlyOwnOrders: z.boolean(),
        showInvoiceTypeInExcelBill: z.boolean(),
      })
      .strict(),
    flight: z
      .object({
        markups: z
          .object({ china: markupSchema, domestic: markupSchema, international: markupSchema, intercontinental: markupSchema })
          .strict(),
        serviceFees: z.object({ change: amount, refund: amount, void: amount, currency: z.enum(CURRENCIES) }).strict(),
        showSuppliers: z.boolean(),
        onlyFreeBaggage: z.boolean(),
        onlyWithFareBasis: z.boolean(),
        /** Seconds a search may wait for suppliers. */
        maxResponseSeconds: z.number().int().min(5).max(120),
        bookingNotifyUrl: notifyUrl,
        flightChangeNotifyUrl: notifyUrl,
        airlines: z.object({ mode: z.enum(FILTER_MODES), codes: codeList(/^[A-Z0-9]{2}$/) }).strict(),
        suppliers: z.object({ mode: z.enum(FILTER_MODES), codes: codeList(/^[A-Z0-9_-]{1,32}$/) }).strict(),
        searchMode: z.enum(SEARCH_MODES),
        ticketingSpeed: z.enum(TICKETING_SPEED_PLANS),
      })
      .strict(),
    train: z.object({ notifyUrl, manualMode: z.boolean() }).strict(),
    credit: z.object({ periodUnit: z.enum(CREDIT_PERIOD_UNITS), periodLength: z.number().int().min(1).max(366) }).strict(),
  })
  .strict();
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

const noMarkup: Markup = { way: 'fixed', value: 0, limit: 0 };

/** Settings of a new agency; CNY is the service-fee currency when none is set. */
export function defaultAgencySettings(settlementCurrency: (typeof CURRENCIES)[number] = 'CNY'): AgencySettings {
  return {
    general: {
      canCreateSubAgency: false,
      enableFlightService: true,
      enableTrainService: false,
      isShowBill: true,
      emailLanguage: 'zh-cn',
      settlementCurrency,
      showInvoice: false,
      sendEmailToSubAgency: false,
      hidePnrBooking: false,
      hideMainlandContent: false,
      disablePayment: false,
      disabledChannels: [],
      showOnlyOwnOrders: false,
      showInvoiceTypeInExcelBill: false,
    },
    flight: {
      markups: { china: noMarkup, domestic: noMarkup, international: noMarkup, intercontinental: noMarkup },
      serviceFees: { change: 0, refund: 0, void: 0, currency: 'CNY' },
      showSuppliers: false,
      onlyFreeBaggage: false,
      onlyWithFareBasis: false,
      maxResponseSeconds: 30,
      bookingNotifyUrl: null,
      flightChangeNotifyUrl: null,
      airlines: { mode: 'blacklist', codes: [] },
      suppliers: { mode: 'blacklist', codes: [] },
      searchMode: 'all',
      ticketingSpeed: 'all',
    },
    train: { notifyUrl: null, manualMode: false },
    credit: { periodUnit: 'month', periodLength: 1 },
  };
}

/** Stored settings over the defaults, section by section (rows written before a field existed still read). */
export function withDefaults(
  stored: Partial<Record<keyof AgencySettings, unknown>> | null | undefined,
  settlementCurrency?: string,
): AgencySettings {
  const base = defaultAgencySettings(
    (CURRENCIES as readonly string[]).includes(settlementCurrency ?? '') ? (settlementCurrency as 'CNY') : 'CNY',
  );
  const s = (stored ?? {}) as Partial<AgencySettings>;
  return {
    general: { ...base.general, ...s.general },
    flight: {
      ...base.flight,
      ...s.flight,
      markups: { ...base.flight.markups, ...s.flight?.markups },
      serviceFees: { ...base.flight.serviceFees, ...s.flight?.serviceFees },
    },
    train: { ...base.train, ...s.train },
    credit: { ...base.credit, ...s.credit },
  };
}
