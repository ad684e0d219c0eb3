import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { RIAL_WITHDRAW_SETTLEMENT_MINUTES, type Transaction, type TransactionStatus } from '@wallet/api';
import { bankOfIbanCode, ibanBankCode } from '@wallet/core';
import { Hint, MessageBox, Stepper } from '@wallet/kit';
import { transactionTitle, useFormat } from '@wallet/ui';

// Transactions on channel BANK: Toman in by a deposit method, out to an IBAN (the Rial feature makes them).

const TOMAN = 'IRT';

export const isBankTransaction = (transaction: Transaction) => transaction.channel === 'BANK';
export const isRialWithdrawal = (transaction: Transaction) =>
  transaction.channel === 'BANK' && transaction.type === 'WITHDRAW';

/**
 * What a transaction is, in a few words; a bank one says it went to or came from a bank, a trade leg names both
 * coins when its other leg is known.
 */
export function historyTitle(
  transaction: Transaction,
  i18n: I18n,
  otherLeg: Transaction | null = null,
): string {
  if (!isBankTransaction(transaction)) return transactionTitle(transaction, i18n, otherLeg);
  return transaction.type === 'DEPOSIT'
    ? i18n._(msg`Toman deposit`)
    : i18n._(msg`Toman withdrawal to an IBAN`);
}

/** The unit an amount is shown in: "Toman" for the Toman, else the coin's symbol. */
export function amountUnit(token: string, i18n: I18n): string {
  return token === TOMAN ? i18n._(msg`Toman`) : token;
}

/** The decimals an amount is shown with: whole Toman, every decimal of a coin. */
export const amountDecimals = (token: string) => (token === TOMAN ? 0 : 18);

/** The bank of a Rial withdrawal's IBAN (its masked number keeps the bank code), in the user's language. */
export function bankNameOf(transaction: Transaction, language: string): string | null {
  const iban = transaction.receiverAddress ?? transaction.senderAddress;
  if (!iban?.startsWith('IR')) return null;
  const bank = bankOfIbanCode(ibanBankCode(iban));
  if (!bank) return null;
  return language === 'fa' ? bank.nameFa : bank.name;
}

/** Spec 000 §4 for a Rial withdrawal: created, accepted, paid to the IBAN; where a status stands among them. */
const RIAL_WITHDRAW_STEP: Partial<Record<TransactionStatus, number>> = {
  TRANSACTION_CREATED: 1,
  ACCEPTED_BY_ADMIN: 2,
  SUCCEED: 3,
};

/** A Rial withdrawal's progress: the steps while it moves, the refund when it was rejected. */
export function RialWithdrawProgress({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const format = useFormat();
  if (transaction.status === 'REJECTED_BY_ADMIN') {
    return (
      <MessageBox tone="warning" title={t`Rejected and refunded`}>
        <p>{t`This withdrawal was rejected. The whole amount, fee included, is back in your balance.`}</p>
      </MessageBox>
    );
  }
  const current = RIAL_WITHDRAW_STEP[transaction.status] ?? 0;
  const minutes = format.digits(String(RIAL_WITHDRAW_SETTLEMENT_MINUTES));
  return (
    <>
      <Stepper steps={[t`Created`, t`Accepted`, t`Paid to the IBAN`]} current={current} />
      {current < 3 && <Hint>{t`It reaches the IBAN within ${minutes} minutes.`}</Hint>}
    </>
  );
}
