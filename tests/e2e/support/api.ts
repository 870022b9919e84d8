// The API as specs call it beside the browser: a logged-in caller, and an order booked the way the
// confirm page books one (search, price check, create), for specs whose subject starts after booking.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { PASSWORD } from './fixtures';

export interface Api {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data?: unknown, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, data: unknown): Promise<T>;
}

export async function api(request: APIRequestContext, username: string): Promise<Api> {
  const login = await (
    await request.post('/api/base/v2/login', { data: { username, password: PASSWORD }, headers: { 'Accept-Language': 'en' } })
  ).json();
  const token = login.data.token as string;
  const headers = { authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const unwrap = async <T>(response: APIResponse): Promise<T> => {
    const body = await response.json();
    if (body.code !== 0) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
    return body.data as T;
  };
  return {
    token,
    get: async (path) => unwrap(await request.get(`/api${path}`, { headers })),
    post: async (path, data, extra = {}) =>
      unwrap(await request.post(`/api${path}`, { headers: { ...headers, ...extra }, data: data ?? {} })),
    put: async (path, data) => unwrap(await request.put(`/api${path}`, { headers, data })),
  };
}

/** A fresh order for one adult (unpaid, or paid from the wallet with 'balance'). */
export async function bookOrder(
  ops: Api,
  options: { payment?: 'later' | 'balance'; surname: string; given: string },
): Promise<{ id: number; orderNo: string }> {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const search = await ops.post<{ id: string }>('/shopping/v2/flight/async-shopping', {
    journeys: [{ origin: 'PVG', destination: 'HKG', date }],
    passengers: { adult: 1, child: 0, infant: 0 },
    bookingType: 'oneway',
    cabinClass: 'economy',
  });
  let solutions: Array<{ id: string }> = [];
  for (let i = 0; i < 100; i++) {
    const answer = await ops.post<{ complete: boolean; solutions: Array<{ id: string }> }>('/shopping/v2/flight/async-shopping/solutions', {
      id: search.id,
      limit: 20,
    });
    solutions = answer.solutions;
    if (answer.complete && solutions.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const solution of solutions) {
    const check = await ops.post<{ quote: { id: string; offer: { priceDetail: { currency: string } } } | null }>(
      `/shopping/v2/flight/solutions/${encodeURIComponent(solution.id)}/verification`,
    );
    if (!check.quote) continue;
    return ops.post<{ id: number; orderNo: string }>(
      '/order/v2/flight/orders',
      {
        quoteId: check.quote.id,
        currency: check.quote.offer.priceDetail.currency,
        payment: options.payment ?? 'later',
        passengers: [
          {
            type: 'adult',
            surname: options.surname,
            given_names: options.given,
            gender: 'female',
            birthday: '1990-03-14',
            nationality: 'CN',
            travel_document: { type: 'passport', number: 'E12345678', expiry: '2034-01-01' },
          },
        ],
        contact: { name: 'Harbour Desk', areaCode: '852', phone: '98765432', email: 'desk@harbour.example' },
      },
      { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    );
  }
  throw new Error('no bookable offer');
}
