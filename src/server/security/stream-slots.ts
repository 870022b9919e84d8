// Event streams stay open for minutes: each holds a connection, a listener and a timer. Besides
// the rate of opening (the streamOpen category), the number open at once is bounded per caller and
// per process, and a slot is given back when the connection closes, however it closes.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { callerKey } from './caller-key';
import type { StreamLimits } from './rate-limits';

/** How long a refused reader is asked to wait: streams end within minutes, readers reconnect. */
const RETRY_SECONDS = 30;

export interface StreamSlots {
  /** Takes a slot for the request until its connection closes, or throws 429 when none is free. */
  take(request: FastifyRequest): void;
  readonly open: number;
}

export function streamSlots(limits: StreamLimits): StreamSlots {
  let open = 0;
  const byCaller = new Map<string, number>();
  return {
    get open() {
      return open;
    },
    take(request) {
      const caller = callerKey(request);
      const mine = byCaller.get(caller) ?? 0;
      if (open >= limits.perProcess || mine >= limits.perCaller) throw new ApiError('TOO_MANY_REQUESTS', { seconds: RETRY_SECONDS });
      open += 1;
      byCaller.set(caller, mine + 1);
      request.raw.once('close', () => {
        open -= 1;
        const left = (byCaller.get(caller) ?? 1) - 1;
        if (left > 0) byCaller.set(caller, left);
        else byCaller.delete(caller);
      });
    },
  };
}
