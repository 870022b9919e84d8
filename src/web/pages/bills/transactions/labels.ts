// Translated names of transaction types and payment methods, with the raw code as the fallback.
// A payment channel's name has one home (orders:payment.channels); wallet.methods names only the
// movements that no channel carries (a platform top-up, a transfer between agencies).
import type { TFunction } from 'i18next';
import { PAYMENT_CHANNELS } from '@/domain/schemas/payment-channels';

const CHANNELS: ReadonlySet<string> = new Set(PAYMENT_CHANNELS);

export const typeLabel = (t: TFunction, type: string) => t(`wallet.types.${type}`, { defaultValue: type });

export function methodLabel(t: TFunction, method: string | null): string {
  if (!method) return '';
  return t(CHANNELS.has(method) ? `orders:payment.channels.${method}` : `wallet.methods.${method}`, { defaultValue: method });
}
