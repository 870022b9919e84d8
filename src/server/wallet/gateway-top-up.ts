// An agency tops up its own wallet through a payment channel: a payable of the amount in the
// wallet's currency (numbered like a transaction of its own, "TU..."), sent to the channel's hosted
// page exactly as an order's payment is. The provider's verified notification credits the wallet
// (gateway-payments.ts). Card channels charge no surcharge on a top-up (docs/payments.md).
import { randomBytes } from 'node:crypto';
import type { GatewayTopUpRequest } from '@/domain/schemas/wallet';
import type { Identity } from '../auth/identity';
import { settingsOf } from '../agencies/settings';
import type { Tx } from '@/server/db/executor';
import { walletOf } from './balance';
import { assertChannelOpen } from './channel-access';
import type { PaymentGateway } from './gateway/gateway';
import type { RoutedGateway } from './gateway/routed';
import { startGatewayPayment } from './gateway-payments';
import { requestPayment, type PaymentRecord } from './payments';
import { viewableAgency } from './scope';
import { TOP_UP_BUSINESS_TYPE, TOP_UP_PART } from './top-up-payment';

export async function startGatewayTopUp(
  tx: Tx,
  gateway: PaymentGateway,
  routing: RoutedGateway | undefined,
  identity: Identity,
  input: GatewayTopUpRequest,
): Promise<{ payment: PaymentRecord; redirectUrl: string }> {
  const agency = await viewableAgency(tx, identity);
  assertChannelOpen(settingsOf(agency), routing, input.channel);
  const wallet = await walletOf(tx, agency);
  const payable = await requestPayment(tx, {
    agencyId: agency.id,
    orderRef: `TU${randomBytes(8).toString('hex').toUpperCase()}`,
    part: TOP_UP_PART,
    amount: input.amount,
    currency: wallet.currency,
    businessType: TOP_UP_BUSINESS_TYPE,
    description: 'Wallet top-up',
    createdBy: identity.user.id,
  });
  return startGatewayPayment(tx, gateway, payable.id, input.channel, input.returnUrl ?? '/bills/wallet');
}
