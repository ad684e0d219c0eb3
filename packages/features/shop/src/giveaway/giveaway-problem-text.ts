import { useLingui } from '@lingui/react/macro';
import { GIVEAWAY_MAX_WINNERS, GIVEAWAY_TITLE_MAX_LENGTH } from '@wallet/api';
import { useFormat } from '@wallet/ui';
import type { GiveawayProblem } from './giveaway-form';

/** What is wrong with a field of the new giveaway, in the user's words. */
export function useGiveawayProblemText(): (problem: GiveawayProblem | undefined) => string | undefined {
  const { t } = useLingui();
  const format = useFormat();
  return (problem) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`Enter a number.`;
      case 'notANumber':
        return t`Enter a number.`;
      case 'notPositive':
        return t`Enter a number above zero.`;
      case 'tooManyDecimals':
        return t`This coin does not take that many decimal places.`;
      case 'countNotWhole':
        return t`Enter a whole number of winners.`;
      case 'titleRequired':
        return t`Write the giveaway's title.`;
      case 'titleTooLong': {
        const max = format.amount(String(GIVEAWAY_TITLE_MAX_LENGTH), 0);
        return t`The title may be at most ${max} characters.`;
      }
      case 'bannerRequired':
        return t`Choose a banner image.`;
      case 'tooManyWinners': {
        const max = format.amount(String(GIVEAWAY_MAX_WINNERS), 0);
        return t`A giveaway may have at most ${max} winners in all.`;
      }
      case 'notAChat':
        return t`Write the chat's @username, its t.me link or its numeric id.`;
      case 'sameChatTwice':
        return t`This chat is already in the list.`;
    }
  };
}
