// Which channels an agency may pay through: none while its payment is disabled; otherwise the
// wallet and every channel the platform serves (a real provider, or the sandbox while it is on),
// less the channels staff turned off for the agency. The pay route refuses any other (4xx), and
// the console is told the same list, with each card channel's surcharge rule.
import { CARD_CHANNELS, CHANNEL_KINDS, PAYMENT_CHANNELS, type PaymentChannel, type PaymentConfig } from '@/domain/schemas/wallet';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import { ApiError } from '../http/api-error';
import type { RoutedGateway } from './gateway/routed';

export function channelOpen(settings: AgencySettings, routing: RoutedGateway | undefined, channel: PaymentChannel): boolean {
  if (settings.general.disablePayment) return false;
  if ((settings.general.disabledChannels as readonly string[]).includes(channel)) return false;
  return routing ? routing.served(channel) : true;
}

/** Refuses a channel the agency may not use (payment disabled keeps its own, older answer). */
export function assertChannelOpen(settings: AgencySettings, routing: RoutedGateway | undefined, channel: PaymentChannel): void {
  if (settings.general.disablePayment) throw new ApiError('PAYMENT_DISABLED');
  if (!channelOpen(settings, routing, channel)) throw new ApiError('PAYMENT_CHANNEL_UNAVAILABLE');
}

export function channelList(settings: AgencySettings, routing: RoutedGateway | undefined): PaymentConfig['channels'] {
  return PAYMENT_CHANNELS.map((code) => {
    const rule = CARD_CHANNELS.has(code) ? (routing?.surchargeRule(code) ?? null) : null;
    return {
      code,
      kind: CHANNEL_KINDS[code],
      enabled: channelOpen(settings, routing, code),
      surcharge: rule ? { basisPoints: rule.basisPoints, fixed: { ...rule.fixed } } : null,
    };
  });
}
