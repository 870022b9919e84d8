// A payment provider's API suite: the test app with that provider configured against its mock,
// Harbour's operator, and Harbour's payables as an order asks for them (each with its own reference).
import type { AppOptions } from '@/server/app';
import type { Payment } from '@/domain/schemas/wallet';
import { requestPayment } from '@/server/wallet/payments';
import { callerFor, type Caller } from './admin';
import { startTestApp, type TestApp } from './harness';
import { agencyIdOf } from './money';

export interface ProviderApp {
  t: TestApp;
  ops: Caller;
  harbour: number;
  /** A new payable of Harbour's: its payment id. */
  payable(amount: number, currency?: string): Promise<number>;
  /** The payment as the operator reads it. */
  paymentOf(id: number): Promise<Payment>;
}

export async function startProviderApp(payments: AppOptions['payments'], orderPrefix: string): Promise<ProviderApp> {
  const t = await startTestApp({ payments });
  const ops = await callerFor(t, 'harbour.ops');
  const harbour = await agencyIdOf(t, 'HARBOUR');
  let orders = 0;
  return {
    t,
    ops,
    harbour,
    async payable(amount, currency = 'CNY') {
      orders++;
      const p = await t.database.db.transaction((tx) =>
        requestPayment(tx, { agencyId: harbour, orderRef: `${orderPrefix}-${orders}`, amount, currency, description: `Order ${orders}` }),
      );
      return p.id;
    },
    paymentOf: async (id) => (await ops<Payment>('GET', `/api/payment/v2/payments/${id}`)).body.data,
  };
}
