// The gateway the application uses: each channel goes to the real provider configured for it, or
// to the sandbox (every channel without a provider, and all of them when nothing is configured).
// A real provider's checkout needs a call to the provider, which must not run inside the database
// transaction that starts the payment: the address answered is our own checkout route, which
// creates the provider's hosted page when the payer's browser arrives there.
import type { PaymentChannel } from '@/domain/schemas/wallet';
import type { PaymentGateway } from './gateway';
import type { SurchargeRule } from '@/domain/card-surcharge';
import type { ChannelRules } from './channel-rules';
import type { PaymentProvider } from './provider';

/** Where the payer's browser goes first for a real provider: a page step like the sandbox's, not an API call. */
export const CHECKOUT_ROUTE = '/gateway/checkout/:session';

export interface RoutedGateway extends PaymentGateway {
  /** The real provider of a channel (undefined: the sandbox serves it). */
  providerFor(channel: string | null): PaymentProvider | undefined;
  providers: readonly PaymentProvider[];
  /** The refused notification's body its provider documents, when it documents one. */
  refusalFor(headers: Record<string, string | string[] | undefined>, rawBody: string): unknown;
  /** Whether a payer can use the channel at all: a real provider serves it, or the sandbox is on (the wallet always). */
  served(channel: PaymentChannel): boolean;
  /** The channel's card surcharge, when one is configured. */
  surchargeRule(channel: string | null): SurchargeRule | null;
}

const NO_RULES: ChannelRules = { sandbox: true, surcharges: {} };

export function routedGateway(
  sandbox: PaymentGateway,
  providers: readonly PaymentProvider[],
  rules: ChannelRules = NO_RULES,
): RoutedGateway {
  const byChannel = new Map<string, PaymentProvider>();
  for (const provider of providers) for (const channel of provider.channels) byChannel.set(channel, provider);
  const providerFor = (channel: string | null) => (channel ? byChannel.get(channel) : undefined);
  return {
    providers,
    providerFor,
    served: (channel) => channel === 'balance' || rules.sandbox || Boolean(providerFor(channel)),
    surchargeRule: (channel) => (channel ? (rules.surcharges[channel as PaymentChannel] ?? null) : null),
    refusalFor: (headers, rawBody) => providers.find((p) => p.recognises(headers, rawBody))?.refusalBody?.(),
    checkoutUrl(request) {
      if (!providerFor(request.channel as PaymentChannel)) return sandbox.checkoutUrl(request);
      const query = new URLSearchParams({ return: request.returnUrl });
      return `${CHECKOUT_ROUTE.replace(':session', request.sessionId)}?${query}`;
    },
    verify(headers, rawBody) {
      const provider = providers.find((p) => p.recognises(headers, rawBody));
      if (!provider) return sandbox.verify(headers, rawBody);
      const notice = provider.verifyNotification(headers, rawBody);
      if (!notice) return null;
      if (notice.kind === 'payment') return notice.event;
      return {
        sessionId: '',
        outcome: 'ignored',
        eventId: notice.eventId,
        provider: provider.name,
        reference: notice.type,
        amount: 0,
        currency: '',
      };
    },
  };
}
