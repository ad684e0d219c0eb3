import { useLingui } from '@lingui/react/macro';
import {
  GIFT_CARD_MAX_TOMAN,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_TOMAN,
  GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH,
} from '@wallet/api';
import { useFormat } from '@wallet/ui';
import type { GiftCardProblem } from './gift-card-form';

/** What is wrong with a field of the gift card being ordered, in the user's words. */
export function useGiftCardProblemText(): (problem: GiftCardProblem | undefined) => string | undefined {
  const { t } = useLingui();
  const format = useFormat();
  return (problem) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
      case 'notANumber':
        return t`Enter the card's amount.`;
      case 'notPositive':
        return t`Enter an amount above zero.`;
      case 'tooManyDecimals':
        return t`This currency does not take that many decimal places.`;
      case 'belowMin': {
        const min = format.toman(GIFT_CARD_MIN_TOMAN);
        return t`A gift card is worth at least ${min} Toman.`;
      }
      case 'aboveMax': {
        const max = format.toman(GIFT_CARD_MAX_TOMAN);
        return t`A gift card is worth at most ${max} Toman.`;
      }
      case 'nameRequired':
        return t`Write the recipient's name.`;
      case 'nameTooLong': {
        const max = format.amount(String(GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH), 0);
        return t`The name may be at most ${max} characters.`;
      }
      case 'messageTooLong': {
        const max = format.amount(String(GIFT_CARD_MESSAGE_MAX_LENGTH), 0);
        return t`The message may be at most ${max} characters.`;
      }
      case 'addressRequired':
        return t`A printed card is posted: choose the address to send it to.`;
    }
  };
}
