import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TokenAsset } from '@wallet/api';
import { isNegative, isZero } from '@wallet/core';
import { buildPath, coinName, StarButton, useFormat, useSession, useWatchListToggle } from '@wallet/ui';

/** The coins with price in USD, 24 h change and a star; unlisted coins are greyed out (spec 000 §3). */
export function MarketList({ tokens }: { tokens: TokenAsset[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const { toggle, isPending } = useWatchListToggle();
  return (
    <ul className="market-list" aria-label={t`Coins`}>
      {tokens.map((token) => {
        const change = token.marketData.USD.change24h;
        const trend = isZero(change) ? 'flat' : isNegative(change) ? 'down' : 'up';
        return (
          <li key={token.token} className={`market-row${token.listed ? '' : ' market-row--unlisted'}`}>
            <Link href={buildPath('coin', { token: token.token })} className="market-row__link">
              <span className="market-avatar" aria-hidden="true">
                {token.token.slice(0, 1)}
              </span>
              <span className="market-row__name">
                <span className="market-row__title">{coinName(token.name, language)}</span>
                <span className="market-row__symbol">{token.token}</span>
              </span>
              <span className="market-row__end">
                <span className="market-row__price">${format.amount(token.marketData.USD.lastPrice, 6)}</span>
                <span className={`market-change market-change--${trend}`}>{format.percent(change)}</span>
              </span>
            </Link>
            <StarButton
              token={token.token}
              isFavourite={token.favorite}
              disabled={isPending}
              onToggle={() => toggle(token.token, !token.favorite)}
            />
          </li>
        );
      })}
    </ul>
  );
}
