// Top-up: platform staff credit a top-level agency with money received from outside; a
// manager credits its sub-agency from its own wallet (a sub-agency is funded by its parent). The
// received amount is converted at the rate given and the handling fee withheld; the transfer keeps
// the received amount, currency, rate, fee and reference so the conversion can be audited.
import { formatDisplayPrice } from '@/domain/money';
import type { TopUpRequest, WalletBalance, WalletTransaction } from '@/domain/schemas/wallet';
import { topUpFigures } from '@/domain/wallet-math';
import type { Identity } from '../auth/identity';
import type { AgencyRow } from '@/server/db/rows';
import { ApiError } from '../http/api-error';
import type { Tx } from '@/server/db/executor';
import { walletBalance, walletOf } from './balance';
import { postTransfer, systemAccount, type Leg } from './ledger';
import { fundableAgency } from './scope';
import { transactionOfTransfer } from './transactions';

export interface TopUpResult {
  transaction: WalletTransaction;
  wallet: WalletBalance;
}

export interface TopUpOutcome extends TopUpResult {
  agency: AgencyRow;
}

/** "CNY 1,234.50": amounts in messages and mails. */
export function plainAmount(amount: number, currency: string): string {
  return formatDisplayPrice({ amount, currency }, currency, { [currency]: '1' });
}

export async function topUp(
  tx: Tx,
  identity: Identity,
  agencyId: number,
  input: TopUpRequest & { sendEmail?: boolean },
): Promise<TopUpOutcome> {
  const { agency, funder } = await fundableAgency(tx, identity, agencyId);
  const wallet = await walletOf(tx, agency);
  const figures = topUpFigures({
    receivedAmount: input.receivedAmount,
    receivedCurrency: input.currency,
    rate: String(input.rate),
    feePercent: String(input.feePercent),
    walletCurrency: wallet.currency,
  });
  if (figures.amount <= 0)
    throw new ApiError('VALIDATION', { fields: 'receivedAmount' }, [{ field: 'receivedAmount', message: 'must be more than the fee' }]);
  if (input.amount !== undefined && input.amount !== figures.amount) {
    throw new ApiError('TOP_UP_AMOUNT_MISMATCH', { expected: plainAmount(figures.amount, wallet.currency) });
  }
  const details = {
    agencyId: agency.id,
    businessType: 'top_up',
    reference: input.referenceNo,
    remark: input.remark ?? null,
    receivedAmount: input.receivedAmount,
    receivedCurrency: input.currency,
    rate: String(input.rate),
    feePercent: String(input.feePercent),
    feeAmount: figures.fee,
    createdBy: identity.user.id,
  };
  let transferId: number;
  if (funder) {
    const source = await walletOf(tx, funder);
    if (source.currency !== wallet.currency)
      throw new ApiError('CURRENCY_MISMATCH', { currency: wallet.currency, wallet: source.currency });
    // The parent's wallet pays what the sub-agency receives; the fee is the parent's own business.
    const transfer = await postTransfer(tx, {
      ...details,
      kind: 'top_up',
      currency: wallet.currency,
      amount: figures.amount,
      debit: source.account,
      credit: wallet.account,
      paymentMethod: 'parent',
      description: `Top-up from ${funder.name}`,
    });
    transferId = transfer.id;
  } else {
    const outside = await systemAccount(tx, 'outside', wallet.currency);
    const legs: Leg[] = [
      { account: outside, amount: -figures.gross },
      { account: wallet.account, amount: figures.amount },
    ];
    if (figures.fee > 0) legs.push({ account: await systemAccount(tx, 'fee', wallet.currency), amount: figures.fee });
    const transfer = await postTransfer(tx, {
      ...details,
      kind: 'top_up',
      currency: wallet.currency,
      amount: figures.amount,
      debit: outside,
      credit: wallet.account,
      legs,
      paymentMethod: 'manual',
      description: 'Top-up',
    });
    transferId = transfer.id;
  }
  return {
    agency,
    transaction: await transactionOfTransfer(tx, transferId, agency.id),
    wallet: await walletBalance(tx, agency),
  };
}
