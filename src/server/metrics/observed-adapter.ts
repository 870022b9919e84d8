// Wraps an adapter to the outside world (a flight or rail supplier, a payment provider) so every
// method call is timed, counted by outcome and traced, without the adapter knowing: a new supplier or
// provider gets metrics and spans by being built through its registry, which wraps what it builds.
// Methods that answer a promise are timed until it settles; others (a signature check) as they run.
import { SpanKind, startSpan } from '../tracing/spans';
import { countProviderCall, countSupplierCall, type CallOutcome } from './service-metrics';

export type AdapterKind = 'supplier' | 'payment';

export interface AdapterCall {
  kind: AdapterKind;
  name: string;
  operation: string;
  outcome: CallOutcome;
  seconds: number;
  error?: string;
}

const callObservers = new Set<(call: AdapterCall) => void>();

/** Told about every adapter call (the system page's supplier and channel states). */
export function onAdapterCall(observer: (call: AdapterCall) => void): () => void {
  callObservers.add(observer);
  return () => callObservers.delete(observer);
}

function outcomeOf(error: unknown): CallOutcome {
  const reason = error as { reason?: unknown; name?: unknown } | null;
  return reason?.reason === 'timeout' || reason?.name === 'AbortError' || reason?.name === 'TimeoutError' ? 'timeout' : 'error';
}

function record(kind: AdapterKind, name: string, operation: string, started: number, error?: unknown, failed = error !== undefined) {
  const seconds = (performance.now() - started) / 1000;
  const outcome: CallOutcome = failed ? outcomeOf(error) : 'ok';
  (kind === 'supplier' ? countSupplierCall : countProviderCall)(name, operation, outcome, seconds);
  const call: AdapterCall = {
    kind,
    name,
    operation,
    outcome,
    seconds,
    ...(failed ? { error: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) } : {}),
  };
  for (const observer of callObservers) observer(call);
}

const built = new Map<string, { kind: AdapterKind; name: string }>();

/** Every adapter built through observedAdapter in this process, called or not (the system page lists them all). */
export function builtAdapters(): Array<{ kind: AdapterKind; name: string }> {
  return [...built.values()];
}

/** The adapter with every method observed; properties that are not methods pass through. */
export function observedAdapter<T extends object>(kind: AdapterKind, name: string, adapter: T): T {
  built.set(`${kind}:${name}`, { kind, name });
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'constructor') return value;
      let method = wrapped.get(property);
      if (!method) {
        method = function observed(this: unknown, ...args: unknown[]) {
          const started = performance.now();
          const end = startSpan(`${kind} ${name} ${property}`, SpanKind.CLIENT, {
            'peer.service': name,
            'rpc.system': `tessera.${kind}`,
            'rpc.method': property,
          });
          let result: unknown;
          try {
            result = (value as (...a: unknown[]) => unknown).apply(target, args);
          } catch (error) {
            record(kind, name, property, started, error);
            end?.(error);
            throw error;
          }
          if (result instanceof Promise) {
            return result.then(
              (answer: unknown) => {
                record(kind, name, property, started);
                end?.();
                return answer;
              },
              (error: unknown) => {
                record(kind, name, property, started, error);
                end?.(error);
                throw error;
              },
            );
          }
          // A synchronous answer of null from a check (a bad signature) is the caller's business, not a failure.
          record(kind, name, property, started);
          end?.();
          return result;
        };
        wrapped.set(property, method);
      }
      return method;
    },
  });
}
