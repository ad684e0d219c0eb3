import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CreditReason, Transaction, TransactionStatus } from '@wallet/api';

/** Spec 000 §3 credit reasons, each with its label. */
export const CREDIT_REASON_LABELS: Record<CreditReason, MessageDescriptor> = {
  PAYMENT_TRANSACTION: msg`Payment`,
  GIVEAWAY_PRIZE: msg`Giveaway prize`,
  AD_CHEQUE: msg`Ad cheque`,
  AD_CHEQUE_REFERRAL: msg`Ad cheque referral`,
  REFERRAL_REWARD: msg`Referral reward`,
  GIFT_CARD_REWARD: msg`Gift card`,
  CASHBACK: msg`Cashback`,
  MOON_GIFT: msg`Moon gift`,
  ISWAP_REFERRAL: msg`iSwap referral`,
  ISWAP: msg`iSwap`,
  GOOGLE_BIRTHDAY: msg`Google birthday`,
  DOGS_TASK: msg`Dogs task`,
  GIVEAWAY_PARTICIPATION: msg`Giveaway participation`,
};

export const STATUS_LABELS: Record<TransactionStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  SUCCEED: msg`Done`,
  FAILED: msg`Failed`,
  TRANSACTION_CREATED: msg`Created`,
  ACCEPTED_BY_ADMIN: msg`Accepted`,
  PUBLISHED_TO_NETWORK: msg`Sent to the network`,
  CONFIRMED_BY_NETWORK: msg`Confirmed by the network`,
  REJECTED_BY_ADMIN: msg`Rejected`,
};

/**
 * A trade's two legs share their refId: the WITHDRAW leg is what was given, the DEPOSIT leg what was got.
 * The other leg of `transaction` among `candidates`, if one is there.
 */
export function otherTradeLeg(
  transaction: Transaction,
  candidates: readonly Transaction[],
): Transaction | null {
  if (transaction.channel !== 'TRADE' || !transaction.refId) return null;
  return (
    candidates.find(
      (entry) =>
        entry.channel === 'TRADE' &&
        entry.refId === transaction.refId &&
        entry.type !== transaction.type &&
        entry.id !== transaction.id,
    ) ?? null
  );
}

/** A trade leg's title: "Swap IRT → USDT" with the other leg known, else the side this leg shows. */
function tradeTitle(transaction: Transaction, i18n: I18n, otherLeg: Transaction | null): string {
  const token = transaction.token;
  if (otherLeg) {
    const isGiven = transaction.type === 'WITHDRAW';
    const source = isGiven ? token : otherLeg.token;
    const destination = isGiven ? otherLeg.token : token;
    return i18n._(msg`Swap ${source} → ${destination}`);
  }
  return transaction.type === 'DEPOSIT' ? i18n._(msg`Swap to ${token}`) : i18n._(msg`Swap from ${token}`);
}

/**
 * What a transaction is, in a few words: its credit reason, else its direction and channel. A trade leg names
 * both coins when its other leg is given.
 */
export function transactionTitle(
  transaction: Transaction,
  i18n: I18n,
  otherLeg: Transaction | null = null,
): string {
  if (transaction.creditReason) return i18n._(CREDIT_REASON_LABELS[transaction.creditReason]);
  if (transaction.channel === 'TRADE') return tradeTitle(transaction, i18n, otherLeg);
  if (transaction.channel === 'INTERNAL') {
    return transaction.type === 'DEPOSIT'
      ? i18n._(msg`Received from a wallet user`)
      : i18n._(msg`Sent to a wallet user`);
  }
  return transaction.type === 'DEPOSIT' ? i18n._(msg`Deposit`) : i18n._(msg`Withdrawal`);
}

export type StatusTone = 'done' | 'waiting' | 'failed';

export function statusTone(status: TransactionStatus): StatusTone {
  if (status === 'SUCCEED' || status === 'CONFIRMED_BY_NETWORK') return 'done';
  if (status === 'FAILED' || status === 'REJECTED_BY_ADMIN') return 'failed';
  return 'waiting';
}
