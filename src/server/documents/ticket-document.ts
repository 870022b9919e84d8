// The neutral model every ticket document (itinerary, e-ticket) is drawn from, whatever booked it:
// single flight orders and group orders map themselves onto this, and the PDF and Excel renderers
// read only this. Labels come from locales/<locale>/documents.json.
import i18next, { type TFunction } from 'i18next';
import en from '@locales/en/documents.json';
import zhCn from '@locales/zh-cn/documents.json';
import zhTw from '@locales/zh-tw/documents.json';
import { minorDigits } from '@/domain/currency';
import { group } from '@/domain/money';
import type { Language } from '@/domain/schemas/common';

export type DocumentKind = 'itinerary' | 'e-ticket';

export interface TicketDocument {
  kind: DocumentKind;
  /** Rail documents say train, seat class and seat where air ones say flight, cabin and baggage (default air). */
  mode?: 'air' | 'rail';
  locale: Language;
  orderNo: string;
  pnr?: string | null;
  /** Already translated: shown as is. */
  status: string;
  issuedAt?: Date | null;
  agency: { name: string; contactPhone?: string | null; contactEmail?: string | null };
  passengers: Array<{
    name: string;
    type: 'ADT' | 'CHD' | 'INF' | 'STU';
    documentNumber?: string | null;
    ticketNumber?: string | null;
    seat?: string | null;
  }>;
  segments: Array<{
    carrier: string;
    carrierName?: string | null;
    /** The full designator with the marketing carrier's code (CX367), as in every segment of ours. */
    flightNumber: string;
    from: { code: string; name: string; terminal?: string | null };
    to: { code: string; name: string; terminal?: string | null };
    /** 'YYYY-MM-DD HH:mm' in the airport's local time. */
    departureLocal: string;
    arrivalLocal: string;
    cabin: string;
    baggage?: string | null;
    fareBasis?: string | null;
  }>;
  price?: { currency: string; lines: Array<{ label: string; amountMinor: bigint | number }>; totalMinor: bigint | number } | null;
}

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { documents: en }, 'zh-cn': { documents: zhCn }, 'zh-tw': { documents: zhTw } },
  fallbackLng: 'en',
  ns: ['documents'],
  defaultNS: 'documents',
  lowerCaseLng: true,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function documentLabels(locale: Language, mode: TicketDocument['mode'] = 'air'): TFunction {
  const t = instance.getFixedT(locale, 'documents');
  if (mode !== 'rail') return t;
  // Rail wording where it differs (documents.json "rail"), the shared labels otherwise.
  return ((key: string, options?: Record<string, unknown>) =>
    instance.exists(`rail.${key}`, { lng: locale, ns: 'documents' }) ? t(`rail.${key}`, options) : t(key, options)) as TFunction;
}

/** "CNY 12,345.60": exact amounts, thousand separators, the currency's own minor digits. */
export function documentAmount(amountMinor: bigint | number, currency: string): string {
  const digits = minorDigits(currency);
  const value = BigInt(amountMinor);
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = group(text.slice(0, text.length - digits));
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${currency} ${whole}${fraction}`;
}

/** The file name a download offers, e.g. "e-ticket-TS2411220001.pdf". */
export function documentFileName(doc: Pick<TicketDocument, 'kind' | 'orderNo'>, extension: 'pdf' | 'xlsx'): string {
  return `${doc.kind}-${doc.orderNo.replace(/[^A-Za-z0-9_-]/g, '')}.${extension}`;
}

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
