import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TokenAsset } from '@wallet/api';
import {
  buildPath,
  CoinAvatar,
  coinName,
  PriceChange,
  StarButton,
  useFormat,
  useSession,
  useWatchListToggle,
} from '@wallet/ui';

/** The coins with price in USD, 24 h change and a star; unlisted coins are greyed out (spec 000 §3). */
export function MarketList({ tokens }: { tokens: TokenAsset[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const { toggle, isPending } = useWatchListToggle();
  return (
    <ul className="market-list" aria-label={t`Coins`}>
      {tokens.map((token) => {
        return (
          <li key={token.token} className={`market-row${token.listed ? '' : ' market-row--unlisted'}`}>
            <Link href={buildPath('coin', { token: token.token })} className="market-row__link">
              <CoinAvatar symbol={token.token} />
              <span className="market-row__name">
                <span className="market-row__title">{coinName(token.name, language)}</span>
                <span className="market-row__symbol">{token.token}</span>
              </span>
              <span className="market-row__end">
                <span className="market-row__price">${format.amount(token.marketData.USD.lastPrice, 6)}</span>
                <PriceChange percent={token.marketData.USD.change24h} />
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
