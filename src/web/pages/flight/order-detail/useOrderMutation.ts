// Every order action as one of Refine's custom mutations on a declared resource: the order's own
// calls (pay, cancel, refund...), staff review decisions and disruption answers. Success and failure
// are told through Refine's notifications; either way the order, the lists showing it and the menu
// counts are read again (a failure often means the order moved on: show it as it is now).
import { useApiUrl, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { isApiError } from '@/web/providers/api-error';
import { resourceUrlOf } from '@/web/hooks/useResourceUrl';

/** The resources an order action is sent to. */
export type OrderActionResource = 'flight-orders' | 'order-review' | 'flight-orders-voyage';

export interface OrderCall {
  /** Which action this is (the busy button). */
  action: string;
  resource: OrderActionResource;
  /** The record the call is about (an order, or a disruption). */
  id: number;
  /** The order whose detail and lists change: `id` unless the call is about a disruption. */
  orderId?: number;
  /** After the record's URL, e.g. '/payment'; empty for the record itself. */
  path: string;
  method: 'post' | 'put' | 'delete';
  values?: unknown;
  headers?: Record<string, string>;
  /** The translated success message; none says nothing (the page says it another way). */
  done?: string;
}

export type CallOutcome<T> = { ok: true; data: T } | { ok: false };

/** What one order action makes stale: the order, the order lists, the menu counts, the queues. */
const LISTS: readonly string[] = ['flight-order-status-counts', 'order-review', 'flight-orders-voyage'];

export function useOrderRefresh() {
  const invalidate = useInvalidate();
  return (orderId: number | undefined) =>
    Promise.all([
      invalidate({ resource: 'flight-orders', invalidates: orderId ? ['list', 'detail'] : ['list'], id: orderId }),
      ...LISTS.map((resource) => invalidate({ resource, invalidates: ['list'] })),
    ]);
}

export function useOrderMutation() {
  const apiUrl = useApiUrl();
  const refresh = useOrderRefresh();
  const { mutateAsync, mutation } = useCustomMutation<Record<string, unknown>, HttpError, unknown>();

  async function call<T>(request: OrderCall): Promise<CallOutcome<T>> {
    const orderId = request.orderId ?? (request.resource === 'flight-orders-voyage' ? undefined : request.id);
    try {
      const answer = await mutateAsync({
        url: `${resourceUrlOf(apiUrl, request.resource)}/${request.id}${request.path}`,
        method: request.method,
        values: request.values ?? {},
        config: { headers: request.headers },
        meta: { action: request.action },
        successNotification: request.done ? { type: 'success', message: request.done } : false,
        // A session that ended was already said once (the login-timeout message).
        errorNotification: (error) => (isApiError(error) && error.sessionEnded ? false : { type: 'error', message: error?.message ?? '', description: error?.message }),
      });
      await refresh(orderId);
      return { ok: true, data: answer.data as T };
    } catch {
      await refresh(orderId);
      return { ok: false };
    }
  }

  const running = mutation.isPending ? ((mutation.variables?.meta?.action as string | undefined) ?? null) : null;
  return { call, running };
}
