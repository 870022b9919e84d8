// What staff see of each payment provider: configured or not, test or live, its last notification
// and its last error. One row per provider keeps the last of each, whatever arrives.
import { sql } from 'drizzle-orm';
import { GATEWAY_CHANNELS, NO_SDK_CHANNELS } from '@/domain/schemas/payment-channels';
import type { SystemStatus } from '@/domain/schemas/system';
import { rowsOf, type Executor } from '@/server/db/executor';
import type { RoutedGateway } from './gateway/routed';

export async function recordProviderError(db: Executor, provider: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 256);
  await db.execute(sql`
    INSERT INTO gateway_provider_state (provider, last_error, last_error_at) VALUES (${provider}, ${message}, now())
    ON CONFLICT (provider) DO UPDATE SET last_error = excluded.last_error, last_error_at = excluded.last_error_at`);
}

export type ChannelState = SystemStatus['routing'][number];

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** Every gateway channel: the provider that serves it (or the sandbox, or nothing), and that provider's last notification and error. */
export async function channelStates(db: Executor, gateway: RoutedGateway): Promise<ChannelState[]> {
  const rows = rowsOf<{ provider: string; last_notification_at: string | null; last_error: string | null; last_error_at: string | null }>(
    await db.execute(sql`SELECT provider, last_notification_at, last_error, last_error_at FROM gateway_provider_state`),
  );
  const stateOf = new Map(rows.map((r) => [r.provider, r]));
  return GATEWAY_CHANNELS.map((channel) => {
    const provider = gateway.providerFor(channel);
    const name = provider?.name ?? 'sandbox';
    const state = stateOf.get(name);
    return {
      channel,
      provider: name,
      mode: provider?.mode ?? (gateway.served(channel) ? 'sandbox' : 'off'),
      noSdk: NO_SDK_CHANNELS.includes(channel),
      lastNotificationAt: iso(state?.last_notification_at ?? null),
      lastError: state?.last_error ?? null,
      lastErrorAt: iso(state?.last_error_at ?? null),
    };
  });
}
