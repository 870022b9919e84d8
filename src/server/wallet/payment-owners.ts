// Who owns a payable. The area that asked for a payment (flight orders, ...) registers here by
// business type and moves its own record in the transaction that pays it, whichever way it is paid:
// the wallet (the generic pay call) or a gateway, whose notification comes long after the request
// that started it. An owner that can no longer take the money (the order closed meanwhile) refuses:
// a wallet payment is then undone, gateway money stays in the wallet.
import type { FastifyInstance } from 'fastify';
import type { Tx } from '@/server/db/executor';
import type { PaymentRecord } from './payments';

export type SettleOutcome = 'settled' | 'refused';

export interface Settlement {
  /** The gateway's reference; null for the wallet. */
  reference: string | null;
  /** Who paid, when known (the wallet's caller); a gateway notification carries nobody. */
  payerId: number | null;
}

/** Called once per payment, inside the transaction that holds (wallet) or posts (gateway) it. */
export type PaidHandler = (tx: Tx, payment: PaymentRecord, settlement: Settlement) => Promise<SettleOutcome>;

/**
 * Locks the owner's record of a payable (an order row) before the payment row is touched. Every
 * money path takes its locks in one order (docs/money.md, "Lock order"): owner, payment, wallets.
 */
export type OwnerLock = (tx: Tx, payable: { orderRef: string }) => Promise<void>;

export class PaymentOwners {
  private readonly handlers = new Map<string, PaidHandler>();
  private readonly locks = new Map<string, OwnerLock>();

  register(businessTypes: readonly string[], handler: PaidHandler, lock?: OwnerLock): void {
    for (const type of businessTypes) {
      this.handlers.set(type, handler);
      if (lock) this.locks.set(type, lock);
    }
  }

  /** Takes the owner's lock first (nothing to lock for a payable nobody owns). */
  async lock(tx: Tx, payable: { businessType: string; orderRef: string }): Promise<void> {
    await this.locks.get(payable.businessType)?.(tx, payable);
  }

  /** The business types some area owns (their holds live and die with the owner's record). */
  ownedTypes(): string[] {
    return [...this.handlers.keys()];
  }

  /** Payables nobody registered for (a plain wallet payable) are simply paid. */
  async settle(tx: Tx, payment: PaymentRecord, settlement: Settlement): Promise<SettleOutcome> {
    const handler = this.handlers.get(payment.businessType);
    return handler ? handler(tx, payment, settlement) : 'settled';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentOwners: PaymentOwners;
  }
}

export function decoratePaymentOwners(app: FastifyInstance): PaymentOwners {
  const owners = new PaymentOwners();
  app.decorate('paymentOwners', owners);
  return owners;
}
