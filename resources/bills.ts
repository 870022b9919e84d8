// The agency's money: wallet, transactions and statements.
import { defineResource } from './define';

export const billsWallet = defineResource({
  name: 'bills-wallet',
  pages: { list: '/bills/wallet' },
  access: { pages: 'casbin' },
  labelKey: 'routes.bills-wallet',
  parent: 'bills',
  icon: 'WalletOutlined',
});

export const transactions = defineResource({
  name: 'bills-transactions',
  api: {
    path: 'base/v2/transactions',
    object: 'api:wallet',
    actions: { export: 'read', reverse: { object: 'api:top-up-reversal', act: 'write' } },
  },
  pages: { list: '/bills/transactions' },
  list: { sorters: [{ field: 'paymentTime', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.bills-transactions',
  parent: 'bills',
  icon: 'TransactionOutlined',
});

export const statements = defineResource({
  name: 'bills-statements',
  api: { path: 'base/v2/sub/statements', object: 'api:statements', actions: { export: 'read', confirm: 'write' } },
  pages: { list: '/bills/statements' },
  access: { pages: 'casbin' },
  labelKey: 'routes.bills-statements',
  parent: 'bills',
  icon: 'FileTextOutlined',
});

/** One agency's wallet figures (balance, credit, held, available), read by the wallet page and the money actions. */
export const walletBalance = defineResource({
  name: 'wallet-balance',
  api: { path: 'base/v2/sub/balance', object: 'api:wallet' },
  access: { pages: 'casbin' },
  labelKey: 'routes.bills-wallet',
  parent: 'bills',
  hideInMenu: true,
});

/** The caller's agency tops up its own wallet through a payment channel (the wallet page's "Top up online"). */
export const walletTopUps = defineResource({
  name: 'wallet-top-ups',
  api: { path: 'payment/v2/top-ups', object: 'api:wallet-top-up' },
  access: { pages: 'casbin' },
  labelKey: 'routes.bills-wallet',
  parent: 'bills',
  hideInMenu: true,
});
