// Which requests are rate-limited, and how hard. Limits are counted per caller (its bearer token
// or API key, else its address) and per address, in a window of one minute. A route joins a
// category by its method and path pattern here, so the limits are read in one place.
export const RATE_LIMIT_CATEGORIES = ['login', 'codeSend', 'application', 'partnership', 'chatStart', 'chatMessage', 'search', 'export', 'upload'] as const;
export type RateLimitCategory = (typeof RATE_LIMIT_CATEGORIES)[number];

export interface CategoryLimit {
  /** Requests per minute per token or API key (a visitor without one counts by address). */
  perCaller: number;
  /** Requests per minute per client address, whoever calls. */
  perAddress: number;
}

// An office behind one NAT address has many agents, so the per-address limits leave room for a
// team; the per-caller limits are what one person or one integration can reasonably need.
export const DEFAULT_RATE_LIMITS: Record<RateLimitCategory, CategoryLimit> = {
  login: { perCaller: 20, perAddress: 60 },
  codeSend: { perCaller: 5, perAddress: 20 },
  application: { perCaller: 30, perAddress: 120 },
  // The public partnership form: a company sends it once; a few retries after a typo, not a flood.
  partnership: { perCaller: 5, perAddress: 5 },
  // Starting a chat from the public site: a person opens one or two conversations, not dozens.
  chatStart: { perCaller: 5, perAddress: 5 },
  // A visitor's messages in their conversation: a fast typist, not a script.
  chatMessage: { perCaller: 30, perAddress: 60 },
  search: { perCaller: 60, perAddress: 300 },
  export: { perCaller: 10, perAddress: 40 },
  upload: { perCaller: 20, perAddress: 80 },
};

const RULES: ReadonlyArray<[RateLimitCategory, string, RegExp]> = [
  ['login', 'POST', /^\/api\/base\/v2\/(login(\/code)?|single-login)$/],
  ['codeSend', 'POST', /^\/api\/base\/v2\/login\/code\/send$/],
  ['application', 'POST', /^\/api\/order\/v2\/flight\/(group-orders|orders\/:id\/(refund|change|void|cancel))$/],
  ['partnership', 'POST', /^\/api\/base\/v2\/applications$/],
  ['chatStart', 'POST', /^\/api\/base\/v2\/chat\/visitor$/],
  ['chatMessage', 'POST', /^\/api\/base\/v2\/chat\/visitor\/:id\/messages$/],
  ['search', 'POST', /^\/api\/shopping\/v2\/flight\/(async-shopping(\/solutions)?|accurate-search|solutions\/:id\/verification)$/],
  ['search', 'POST', /^\/api\/order\/v2\/flight\/orders\/:id\/change\/search$/],
  ['export', 'POST', /\/(export|download)$/],
  ['upload', 'POST', /^\/api\/(base\/v2\/analysis\/document|shopping\/v2\/flight\/passengers\/import|order\/v2\/flight\/group-orders\/:id\/passengers\/import)$/],
  ['upload', 'PUT', /\/logo$/],
  // The profile carries the avatar image.
  ['upload', 'PUT', /^\/api\/base\/v2\/me$/],
];

export function rateLimitCategory(method: string, url: string): RateLimitCategory | null {
  for (const [category, m, pattern] of RULES) if (m === method && pattern.test(url)) return category;
  return null;
}
