// The HTTP module handed to the Amadeus SDK: the SDK has no time-out and no way to cancel, so each
// request made inside `withCall` gets the call's deadline (socket time-out) and abort signal, and
// the call learns whether its request timed out (the SDK reports both as a network error). The
// SDK's own ssl option cannot be turned off, so the protocol follows the configured base URL.
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';

export interface CallState {
  signal?: AbortSignal;
  timedOut: boolean;
}

const current = new AsyncLocalStorage<CallState>();

export function withCall<T>(state: CallState, work: () => Promise<T>): Promise<T> {
  return current.run(state, work);
}

export function amadeusTransport(ssl: boolean, timeoutMs: number) {
  const module = ssl ? https : http;
  return {
    request(options: RequestOptions, callback?: (response: IncomingMessage) => void): ClientRequest {
      const state = current.getStore();
      // The SDK always says https (its ssl option cannot be turned off): the base URL decides.
      const request = module.request(
        { ...options, protocol: ssl ? 'https:' : 'http:', timeout: timeoutMs, ...(state?.signal ? { signal: state.signal } : {}) },
        callback,
      );
      request.on('timeout', () => {
        if (state) state.timedOut = true;
        request.destroy(new Error(`no answer in ${timeoutMs} ms`));
      });
      return request;
    },
  };
}
