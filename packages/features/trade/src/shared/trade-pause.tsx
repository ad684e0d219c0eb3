import { useLingui } from '@lingui/react/macro';
import { MessageBox } from '@wallet/kit';
import { useFeatureFlag } from '@wallet/ui';
import { TOMAN_TOKEN } from './trade-price';

// The swap flags (api's LIMIT_FLAG_EFFECTS): a pause replaces the trade's form, the warn flag is said before
// the user confirms. The server refuses a paused trade with the same flag's code.

export type TradePauseFlag = 'ALL_SWAP_LIMIT' | 'RIAL_SWAP_LIMIT';

export interface TradePause {
  /** The flag that stops a trade of these coins now; null when it may go ahead. */
  pausedBy: TradePauseFlag | null;
  /** Trades go ahead, but prices may move more than usual. */
  isWarned: boolean;
}

/** What the swap flags say of a trade between these coins now. */
export function useTradePause(tokens: readonly string[]): TradePause {
  const isAllPaused = useFeatureFlag('ALL_SWAP_LIMIT');
  const isTomanPaused = useFeatureFlag('RIAL_SWAP_LIMIT');
  const isWarned = useFeatureFlag('ALL_SWAP_WARN_LIMIT');
  const hasToman = tokens.includes(TOMAN_TOKEN);
  return {
    pausedBy: isAllPaused ? 'ALL_SWAP_LIMIT' : isTomanPaused && hasToman ? 'RIAL_SWAP_LIMIT' : null,
    isWarned,
  };
}

/** Why the trade cannot go ahead now, in place of its form. */
export function TradePauseNotice({ pausedBy }: { pausedBy: TradePauseFlag }) {
  const { t } = useLingui();
  return (
    <MessageBox tone="error">
      {pausedBy === 'ALL_SWAP_LIMIT'
        ? t`Swaps and express trades are paused for now. Please try again later.`
        : t`Trading with Toman is paused for now. Swaps between coins still work.`}
    </MessageBox>
  );
}

/** The trade goes ahead, but the price may move: said before the user confirms. */
export function TradeWarnNotice() {
  const { t } = useLingui();
  return (
    <MessageBox tone="warning">
      {t`Prices are moving more than usual right now. Check the amounts before you confirm.`}
    </MessageBox>
  );
}
