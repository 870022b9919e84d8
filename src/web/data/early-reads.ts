// Reads started before the code that will ask for them has loaded. The entry starts a list page's first
// read as soon as the address is known (early-list-read.ts); the data provider's GETs take a started
// read for the same address instead of sending it again. A read is taken once, only while fresh (a
// page that asks later reads anew) and only by the session that started it (a user who logged out and
// another who logged in on this page share addresses, not answers).
// The read is a plain GET on the console's axios client rather than a Refine hook: it leaves while the
// entry runs, before React, Refine and its data provider exist; the page still reads through Refine
// (useTable), whose data provider is the one taking the answer here.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/** How long a started read waits to be taken: a page that loads slower than this reads again. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

interface StartedRead {
  response: Promise<AxiosResponse>;
  startedAt: number;
  /** The session token the read was sent with. */
  owner: string;
}

const started = new Map<string, StartedRead>();

/** Sends GET `url` now for the session `owner`; the data provider takes the answer when it asks for the same address. */
export function startEarlyRead(http: AxiosInstance, url: string, owner: string, now = Date.now()): Promise<AxiosResponse> {
  const response = http.get(url);
  // Whoever takes it sees its failure; left untaken, it must not be reported as unhandled.
  response.catch(() => undefined);
  started.set(url, { response, startedAt: now, owner });
  return response;
}

/** The read of `url` started for `owner`, once, if it is still fresh. */
export function takeEarlyRead(url: string, owner: string | null, now = Date.now()): Promise<AxiosResponse> | undefined {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  return read.owner === owner && now - read.startedAt <= EARLY_READ_MAX_AGE_MS ? read.response : undefined;
}

const hasOptions = (config: AxiosRequestConfig | undefined) =>
  !!config && Object.values(config).some((value) => value !== undefined);

/** `http` with its GETs answered by `get` (simple-rest calls nothing else for a read). */
export function withGet(http: AxiosInstance, get: (url: string, config?: AxiosRequestConfig) => Promise<AxiosResponse>): AxiosInstance {
  return Object.assign(Object.create(http) as AxiosInstance, { get: get as AxiosInstance['get'] });
}

/**
 * `http` whose plain GETs (no per-request options) first take a read started for the same address by
 * the session `owner()` names now.
 */
export function withEarlyReads(http: AxiosInstance, owner: () => string | null): AxiosInstance {
  return withGet(http, (url, config) => (hasOptions(config) ? undefined : takeEarlyRead(url, owner())) ?? http.get(url, config));
}
