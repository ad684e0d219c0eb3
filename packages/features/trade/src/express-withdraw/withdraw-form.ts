import type { CoinConfig, CoinNetwork, OtcPrice, WithdrawReceipt } from '@wallet/api';
import {
  addressProblem,
  isPositive,
  withdrawAmountProblem,
  withdrawTotal,
  type AddressProblem,
} from '@wallet/core';
import { TOMAN_TOKEN } from '../shared/trade-price';

// What the express withdraw form reads from what the user typed, before the server prices it.

/** The coins an express withdraw can buy and send: a coin (not the Toman) that may both trade and leave. */
export const isExpressWithdrawable = (coin: CoinConfig) =>
  coin.token !== TOMAN_TOKEN && coin.features.trade && coin.features.withdraw && coin.networks.length > 0;

export type AmountProblem = 'amountRequired' | 'AMOUNT_BELOW_MIN_WITHDRAW';
export type AddressFieldProblem = AddressProblem | 'addressRequired' | 'memoNotConfirmed';

export interface ExpressWithdrawForm {
  amount: string;
  address: string;
  memo: string;
  isMemoConfirmed: boolean;
}

/**
 * What is wrong with the form, field by field, checked as the server checks a withdrawal (spec 000 §5): the
 * amount the address receives is at least the network's minimum (the fee is bought on top, so no balance is
 * needed), the address fits the network, and a memo network has a memo of its pattern, ticked as checked.
 */
export function expressWithdrawProblems(
  network: CoinNetwork,
  form: ExpressWithdrawForm,
): { amount: AmountProblem | null; address: AddressFieldProblem | null } {
  const address = form.address.trim();
  const memo = form.memo.trim();
  const amount = !isPositive(form.amount || '0')
    ? 'amountRequired'
    : withdrawAmountProblem(network, form.amount, withdrawTotal(network, form.amount)) === null
      ? null
      : 'AMOUNT_BELOW_MIN_WITHDRAW';
  let addressIssue: AddressFieldProblem | null =
    address === ''
      ? 'addressRequired'
      : addressProblem(network, address, memo || null, { isMemoRequired: true });
  if (!addressIssue && network.supportMemo && !form.isMemoConfirmed) addressIssue = 'memoNotConfirmed';
  return { amount, address: addressIssue };
}

/**
 * An express withdraw's purchase as a quote, so it is laid open as every trade is (TradeBreakdown): Toman → the
 * coin, the coin bought being what the address receives plus the network fee.
 */
export function purchaseQuote(receipt: WithdrawReceipt): OtcPrice | null {
  const purchase = receipt.purchase;
  if (!purchase) return null;
  return {
    kind: 'SWAP',
    sourceToken: TOMAN_TOKEN,
    destinationToken: receipt.token,
    sourceAmount: purchase.tomanAmount,
    destinationAmount: purchase.coinAmount,
    marketPrice: purchase.marketPrice,
    rate: purchase.rate,
    spread: purchase.spread,
    fee: purchase.fee,
    feeToken: receipt.token,
    swapToken: null,
    expiresAt: receipt.expiresAt,
  };
}
