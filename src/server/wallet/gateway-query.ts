// Payments through a real provider are not left to silence: one still awaiting a while after it
// started is asked about (a lost notification is found and posted), and one past our window is
// closed at the provider first and asked once more, so money taken in the last moment is posted
// rather than timed out. Safe on many servers at once: what it finds goes through the same
// once-only notification handling.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import type { RoutedGateway } from './gateway/routed';
import { handleGatewayEvent } from './gateway-payments';
import type { PaymentOwners } from './payment-owners';
import { recordProviderError } from './provider-state';

/** How long a real-provider payment waits for its notification before we ask. */
export const QUERY_AFTER_SECONDS = 120;

interface Pending {
  id: string;
  channel: string;
  gateway_session: string;
  provider_checkout: string | null;
  overdue: boolean;
}

export async function queryPendingPayments(
  db: Db,
  gateway: RoutedGateway,
  owners: PaymentOwners,
  options: { queryAfterSeconds?: number; limit?: number } = {},
): Promise<number> {
  const channels = gateway.providers.flatMap((p) => p.channels);
  if (!channels.length) return 0;
  const after = options.queryAfterSeconds ?? QUERY_AFTER_SECONDS;
  const due = rowsOf<Pending>(
    await db.execute(sql`
      SELECT id, channel, gateway_session, provider_checkout, expires_at < now() AS overdue FROM payments
      WHERE status = 'awaiting' AND channel IN (${sql.join(
        channels.map((c) => sql`${c}`),
        sql`, `,
      )})
        AND (updated_at < now() - make_interval(secs => ${after}) OR expires_at < now())
      ORDER BY updated_at LIMIT ${options.limit ?? 50}`),
  );
  let resolved = 0;
  for (const payment of due) {
    const provider = gateway.providerFor(payment.channel)!;
    try {
      if (payment.overdue && payment.provider_checkout) await provider.cancel(payment.provider_checkout);
      const state = await provider.query(payment.gateway_session, payment.provider_checkout);
      if (state.state === 'succeeded' || state.state === 'failed') {
        await handleGatewayEvent(
          db,
          { ...state.event, provider: provider.name, eventId: `query:${payment.gateway_session}:${state.state}` },
          owners,
        );
        resolved++;
      } else if (payment.overdue) {
        // Closed at the provider and still unpaid there: our window is over.
        const expired = rowsOf(
          await db.execute(
            sql`UPDATE payments SET status = 'expired', failure_reason = 'payment timeout', updated_at = now() WHERE id = ${payment.id} AND status = 'awaiting' RETURNING id`,
          ),
        );
        resolved += expired.length;
      }
    } catch (error) {
      await recordProviderError(db, provider.name, error);
    }
  }
  return resolved;
}
