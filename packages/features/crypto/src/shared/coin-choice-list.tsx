import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { CoinConfig } from '@wallet/api';
import { CoinAvatar, coinName, useSession } from '@wallet/ui';
import '../deposit/deposit.css';

export interface CoinChoice {
  coin: CoinConfig;
  /** Where choosing it goes; null when it cannot be chosen (greyed out, with the badge saying why). */
  href: string | null;
  hint: string;
  badge?: string;
}

/** The coins a flow starts from: each with its hint, and greyed out with a badge when its feature is off. */
export function CoinChoiceList({ choices }: { choices: CoinChoice[] }) {
  const { t } = useLingui();
  const { language } = useSession();
  return (
    <ul className="deposit-list" aria-label={t`Coins`}>
      {choices.map(({ coin, href, hint, badge }) => {
        const body = (
          <>
            <CoinAvatar symbol={coin.token} />
            <span className="deposit-row__name">
              <span className="deposit-row__title">{coinName(coin.name, language)}</span>
              <span className="deposit-row__hint">{hint}</span>
            </span>
            {badge && <span className="deposit-row__badge">{badge}</span>}
          </>
        );
        return (
          <li key={coin.token}>
            {href ? (
              <Link href={href} className="deposit-row">
                {body}
              </Link>
            ) : (
              <span className="deposit-row deposit-row--disabled" aria-disabled="true">
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
