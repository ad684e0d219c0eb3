import { useLingui } from '@lingui/react/macro';
import type { UserAssets } from '@wallet/api';
import { Chip, Figure, IconButton, Section, Skeleton } from '@wallet/kit';
import { useFeatureFlag, useFormat, usePersistedAtom } from '@wallet/ui';
import { HIDDEN_BALANCE } from './preferences';

export type DisplayCurrency = 'USD' | 'USER';

const MASK = '••••••';

/**
 * The total balance (spec 000 §2): a hide/show toggle remembered as hiddenBalance, and a toggle between USD
 * and the user's currency that is off while the balance is hidden or RIAL_PREVIEW_LIMIT is on.
 */
export function BalanceCard({
  assets,
  currency,
  onCurrencyChange,
}: {
  assets: UserAssets | undefined;
  currency: DisplayCurrency;
  onCurrencyChange: (currency: DisplayCurrency) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [isHidden, setHidden] = usePersistedAtom(HIDDEN_BALANCE);
  const isRialPreviewLimited = useFeatureFlag('RIAL_PREVIEW_LIMIT');
  const shown: DisplayCurrency = isRialPreviewLimited ? 'USD' : currency;
  const isUserCurrencyToman = assets?.userCurrency !== 'USD';

  let total = '';
  if (assets) {
    total =
      shown === 'USD' || !isUserCurrencyToman
        ? `$${format.usd(shown === 'USD' ? assets.balance.usdValue.number : assets.balance.userCurrencyValue.number)}`
        : `${format.toman(assets.balance.userCurrencyValue.number)} ${t`Toman`}`;
  }
  const otherCurrency = shown === 'USD' ? t`Show in Toman` : t`Show in US dollars`;

  return (
    <Section
      isCard
      title={t`Total balance`}
      action={
        <IconButton
          aria-pressed={isHidden}
          label={isHidden ? t`Show balance` : t`Hide balance`}
          onClick={() => void setHidden(!isHidden)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {isHidden ? (
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A9.8 9.8 0 0 1 12 5c5 0 9 5 10 7a16 16 0 0 1-3.2 4.2M6.3 6.3C4 7.8 2.6 10 2 12c1 2 5 7 10 7 1.6 0 3-.4 4.3-1" />
            ) : (
              <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
            )}
          </svg>
        </IconButton>
      }
    >
      <Figure>{isHidden ? MASK : total || <Skeleton width="60%" height={32} />}</Figure>
      <Chip
        disabled={isHidden || isRialPreviewLimited}
        onClick={() => onCurrencyChange(shown === 'USD' ? 'USER' : 'USD')}
      >
        {otherCurrency}
      </Chip>
    </Section>
  );
}
