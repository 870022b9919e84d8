// A history line in the reader's language: its message key and parameters rendered with the
// orders texts. A supplier's code is shown only to readers who may see suppliers (platform staff,
// agencies with "show suppliers" on); everyone else reads "the supplier".
import { HISTORY_NOTE_KEYS, type HistoryNoteKey } from '@/domain/flights/history-note';
import { formatSettlementPrice, money } from '@/domain/money';
import type { Language } from '@/domain/schemas/common';
import type { Identity } from '../../auth/identity';
import { translate } from '../../http/i18n';
import { maySeeSuppliers } from '../shopping/supplier-labels';

const KNOWN = new Set<string>(HISTORY_NOTE_KEYS);

export interface HistoryReader {
  language: Language;
  seesSuppliers: boolean;
}

/** How this caller reads order history: language, and whether supplier names may be shown (the session's agency settings). */
export function readerOf(identity: Identity, language: Language): HistoryReader {
  return { language, seesSuppliers: maySeeSuppliers(identity) };
}

export function historyText(reader: HistoryReader, key: string | null, params: Record<string, string | number> | null): string | null {
  if (!key || !KNOWN.has(key)) return null;
  const values: Record<string, string | number> = { ...params };
  if ('supplier' in values && !reader.seesSuppliers) {
    // The supplier's own words (a refusal reason) may name it too.
    const code = String(values.supplier);
    const neutral = translate(reader.language, 'orders:history.notes.theSupplier');
    for (const [name, value] of Object.entries(values))
      if (typeof value === 'string' && code) values[name] = value.split(code).join(neutral);
    values.supplier = neutral;
  }
  // Notification attempts store why they failed as a reason code, said in the reader's language.
  if (typeof values.reason === 'string' && values.reason)
    values.error = translate(reader.language, `orders:history.notes.notDelivered.${values.reason}`, values);
  if (typeof values.amount === 'number' && typeof values.currency === 'string')
    values.amount = formatSettlementPrice(money(values.amount, values.currency));
  return translate(reader.language, `orders:history.notes.${key as HistoryNoteKey}`, values);
}
