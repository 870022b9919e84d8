// Translated names of transaction types and payment methods, with the raw code as the fallback.
import type { TFunction } from 'i18next';

export const typeLabel = (t: TFunction, type: string) => t(`wallet.types.${type}`, { defaultValue: type });
export const methodLabel = (t: TFunction, method: string | null) => (method ? t(`wallet.methods.${method}`, { defaultValue: method }) : '');
