// Server-side translation of messages (envelope messages, e-mails) into the caller's language,
// from the same locale files the console uses.
import i18next, { type TFunction } from 'i18next';
import en from '@locales/en/errors.json';
import zhCn from '@locales/zh-cn/errors.json';
import zhTw from '@locales/zh-tw/errors.json';
// Order status and action labels, so refusals name them in the reader's language ($t(orders:...)).
import enOrders from '@locales/en/orders.json';
import zhCnOrders from '@locales/zh-cn/orders.json';
import zhTwOrders from '@locales/zh-tw/orders.json';
// Train statuses, seat classes and history notes (train order detail and documents).
import enTrains from '@locales/en/trains.json';
import zhCnTrains from '@locales/zh-cn/trains.json';
import zhTwTrains from '@locales/zh-tw/trains.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/schemas/common';

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { errors: en, orders: enOrders, trains: enTrains },
    'zh-cn': { errors: zhCn, orders: zhCnOrders, trains: zhCnTrains },
    'zh-tw': { errors: zhTw, orders: zhTwOrders, trains: zhTwTrains },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  ns: ['errors', 'orders', 'trains'],
  defaultNS: 'errors',
  lowerCaseLng: true,
  initAsync: false,
  interpolation: { escapeValue: false },
});

const translators = new Map<Language, TFunction>(LANGUAGES.map((lng) => [lng, instance.getFixedT(lng, 'errors')]));

export function translate(language: Language, key: string, vars?: Record<string, unknown>): string {
  return (translators.get(language) ?? instance.t)(key, vars ?? {});
}

/** Whether a key has a message (custom zod messages name a `field.<key>` only when they are ours). */
export function hasTranslation(language: Language, key: string): boolean {
  return instance.exists(key, { lng: language, ns: 'errors' });
}

/** Picks en, zh-cn or zh-tw from an Accept-Language header (zh-hk / zh-hant read as zh-tw). */
export function languageFrom(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-tw';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn';
  }
  return DEFAULT_LANGUAGE;
}
