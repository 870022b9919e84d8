// Outbound HTTP for URLs a customer chose. The URL is checked when it is saved and again on every
// request: the host name is resolved, every address it resolves to must be allowed, and the socket
// connects to the address that was checked (no second lookup a DNS server could answer
// differently). Redirects are not followed: a receiver answers, it does not send us elsewhere.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { OutboundPolicy } from './address-policy';

export type UrlRefusal = 'scheme' | 'credentials' | 'address';

export class OutboundRefused extends Error {
  constructor(readonly reason: UrlRefusal) {
    super(`outbound request refused: ${reason}`);
  }
}

/** The host to check and connect to: brackets off, and trailing dots off ("localhost." is localhost). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** The parts of a URL that need no network: scheme, credentials, a literal or local host name. */
function staticRefusal(url: URL, policy: OutboundPolicy): UrlRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  const host = hostOf(url);
  if (isIP(host)) return policy.permits(host) ? null : 'address';
  if (host === 'localhost' || host.endsWith('.localhost')) return policy.permits('127.0.0.1') ? null : 'address';
  return null;
}

/**
 * Why a URL may not be saved, or null. A name that does not resolve now is accepted (it may be
 * registered later); it is checked again before every request.
 */
export async function urlRefusal(raw: string, policy: OutboundPolicy): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'scheme';
  }
  const refusal = staticRefusal(url, policy);
  if (refusal || isIP(hostOf(url))) return refusal;
  const addresses = await resolveAll(hostOf(url)).catch(() => []);
  return addresses.every((a) => policy.permits(a.address)) ? null : 'address';
}

/** A DNS lookup for the socket that refuses the whole name when any of its addresses is refused. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname.replace(/\.+$/, '')).then(
      (addresses) => {
        const usable = addresses.filter((a) => options.family === undefined || options.family === 0 || a.family === options.family);
        if (usable.length === 0 || addresses.some((a) => !policy.permits(a.address))) {
          callback(new OutboundRefused('address'), '', 0);
        } else if (options.all) {
          // Node types the lookup callback for one address; with `all` it is called with the list.
          (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface PostResult {
  status: number;
}

/** POSTs a body and answers the status code; the response body is read and discarded, never kept. */
export function guardedPost(
  raw: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: OutboundPolicy; timeoutMs: number },
): Promise<PostResult> {
  const url = new URL(raw);
  const refusal = staticRefusal(url, options.policy);
  if (refusal) return Promise.reject(new OutboundRefused(refusal));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: guardedLookup(options.policy),
    signal: AbortSignal.timeout(options.timeoutMs),
    agent: false,
  };
  return new Promise((resolve, reject) => {
    const request = send(url, requestOptions, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
