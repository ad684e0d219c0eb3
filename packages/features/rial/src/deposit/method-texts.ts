import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@wallet/ui';
import {
  CARD_TO_CARD_MAX_TOMAN,
  CARD_TO_CARD_MIN_TOMAN,
  GATEWAY_DAILY_CAP_TOMAN,
  INSTANT_BANK_MAX_TOMAN,
  RIAL_DEPOSIT_MAX_TOMAN,
  RIAL_DEPOSIT_MIN_TOMAN,
  type RialDepositMethod,
} from '@wallet/api';

export interface MethodText {
  title: string;
  /** How it works and how fast the Toman arrive (spec 001 §9). */
  description: string;
}

/** The title and one-line description of every deposit method, in the user's language. */
export function useMethodTexts(): Record<RialDepositMethod, MethodText> {
  const { t } = useLingui();
  const format = useFormat();
  const min = format.toman(RIAL_DEPOSIT_MIN_TOMAN);
  const max = format.toman(RIAL_DEPOSIT_MAX_TOMAN);
  const instantMax = format.toman(INSTANT_BANK_MAX_TOMAN);
  const gatewayCap = format.toman(GATEWAY_DAILY_CAP_TOMAN);
  const cardMin = format.toman(CARD_TO_CARD_MIN_TOMAN);
  const cardMax = format.toman(CARD_TO_CARD_MAX_TOMAN);
  return {
    GATEWAY: {
      title: t`Bank gateway`,
      description: t`Pay online with your bank card. Instant, ${min} to ${max} Toman a payment and at most ${gatewayCap} Toman a day per national ID, with a gateway fee.`,
    },
    CASH_IN_CODE: {
      title: t`Deposit with a code`,
      description: t`Transfer from your own account with your deposit code, at least ${min} Toman. Credited within an hour after the next PAYA cycle.`,
    },
    DIRECT_DEBIT: {
      title: t`Direct debit`,
      description: t`Link your bank account once, then deposit from it. Instant, no fee, up to ${instantMax} Toman.`,
    },
    CARD_TO_CARD: {
      title: t`Card to card`,
      description: t`Transfer from your own bank card, ${cardMin} to ${cardMax} Toman. Credited within about a minute.`,
    },
    POL: {
      title: t`Pol transfer`,
      description: t`Transfer to the wallet’s IBAN with Pol. Credited within about a minute.`,
    },
    PAYA_SATNA: {
      title: t`PAYA or SATNA transfer`,
      description: t`Transfer to the wallet’s IBAN. Credited after the bank’s next PAYA or SATNA cycle.`,
    },
    BLU_SAMAN: {
      title: t`Blu Bank to Saman`,
      description: t`Transfer from your Blu Bank account. Instant, no fee, up to ${instantMax} Toman.`,
    },
    SAMAN_SAMAN: {
      title: t`Saman to Saman`,
      description: t`Transfer from your Saman Bank account to the wallet’s Saman account. Instant.`,
    },
  };
}
