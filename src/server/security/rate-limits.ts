// Which requests are rate-limited, and how hard. Limits are counted per caller (its bearer token
// or API key, else its address) and per address, in a window of one minute. A route joins a
// category by its method and path pattern here, so the limits are read in one place.
export const RATE_LIMIT_CATEGORIES = [
  'login',
  'codeSend',
  'application',
  'partnership',
  'chatStart',
  'chatMessage',
  'search',
  'export',
  'upload',
  'streamOpen',
  'password',
] as const;
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
  // Messages in a conversation (a visitor's, an agency's, staff replies): a fast typist, not a script.
  chatMessage: { perCaller: 30, perAddress: 60 },
  search: { perCaller: 60, perAddress: 300 },
  export: { perCaller: 10, perAddress: 40 },
  upload: { perCaller: 20, perAddress: 80 },
  // Opening an event stream (chat, search progress): a page load or a reconnect opens one, a
  // console tab a few a minute; each open stream holds a connection and a listener.
  streamOpen: { perCaller: 30, perAddress: 120 },
  // A password changed or reset: a person does it once, an administrator a handful in a row.
  password: { perCaller: 10, perAddress: 60 },
};

export interface StreamLimits {
  /** Event streams one caller (token, chat token or API key, else address) may hold open at once. */
  perCaller: number;
  /** Event streams one server process holds open at once, whoever asks. */
  perProcess: number;
}

// A person has a few tabs, each with a chat stream and perhaps a search's progress. The process
// cap keeps file descriptors and listeners bounded whatever many callers do together.
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perCaller: 8, perProcess: 2000 };

const RULES: ReadonlyArray<[RateLimitCategory, string, RegExp]> = [
  ['login', 'POST', /^\/api\/base\/v2\/(login(\/code)?|single-login)$/],
  ['codeSend', 'POST', /^\/api\/base\/v2\/login\/code\/send$/],
  ['application', 'POST', /^\/api\/order\/v2\/flight\/(group-orders|orders\/:id\/(refund|change|void|cancel))$/],
  ['partnership', 'POST', /^\/api\/base\/v2\/applications$/],
  ['chatStart', 'POST', /^\/api\/base\/v2\/chat\/visitor$/],
  ['chatMessage', 'POST', /^\/api\/base\/v2\/chat\/(visitor\/:id\/messages|mine\/messages|conversations\/:id\/messages)$/],
  ['streamOpen', 'GET', /^\/api\/base\/v2\/chat\/(visitor\/:id\/stream|mine\/stream|stream)$/],
  ['streamOpen', 'GET', /^\/api\/shopping\/v2\/flight\/async-shopping\/:id\/events$/],
  ['search', 'POST', /^\/api\/shopping\/v2\/flight\/(async-shopping(\/solutions)?|accurate-search|solutions\/:id\/verification)$/],
  ['search', 'POST', /^\/api\/order\/v2\/flight\/orders\/:id\/change\/search$/],
  ['search', 'POST', /^\/api\/shopping\/v2\/flight\/analysis-pnr$/],
  ['search', 'POST', /^\/api\/shopping\/v2\/train\/search$/],
  // Train after-sales: each calls the rail supplier.
  ['application', 'POST', /^\/api\/order\/v2\/train\/orders\/:id\/(refund|change|cancel)$/],
  // Changing a password checks the current one (a way to guess it with a stolen session); each
  // setting or reset hashes one, which is slow on purpose.
  ['password', 'PUT', /^\/api\/base\/v2\/me\/password$/],
  ['password', 'POST', /^\/api\/base\/v2\/(users\/:id\/password|agencies\/:id\/superuser\/password)$/],
  ['export', 'POST', /\/(export|download)$/],
  // Documents are PDFs drawn on request.
  ['export', 'GET', /^\/api\/order\/v2\/(flight\/group-orders|train\/orders)\/:id\/documents\/:kind$/],
  [
    'upload',
    'POST',
    /^\/api\/(base\/v2\/analysis\/document|shopping\/v2\/flight\/passengers\/import|order\/v2\/flight\/group-orders\/:id\/passengers\/import)$/,
  ],
  ['upload', 'PUT', /\/logo$/],
  ['upload', 'PUT', /^\/api\/base\/v2\/sites\/:id\/images\/:kind$/],
  // The profile carries the avatar image.
  ['upload', 'PUT', /^\/api\/base\/v2\/me$/],
];

export function rateLimitCategory(method: string, url: string): RateLimitCategory | null {
  // Fastify answers HEAD with the GET handler: it costs the same.
  const asMethod = method === 'HEAD' ? 'GET' : method;
  for (const [category, m, pattern] of RULES) if (m === asMethod && pattern.test(url)) return category;
  return null;
}
