import type { ReactNode } from 'react';
import type { TokenAsset } from '@wallet/api';
import { CoinIcon } from '@wallet/kit';
import { coinName, useFormat, useSession } from '@wallet/ui';
import type { DisplayCurrency } from './balance-card';

/** Price and value in the chosen currency: USD with 2+ decimals, Toman whole. */
export function useMoney(currency: DisplayCurrency) {
  const format = useFormat();
  return {
    price: (token: TokenAsset) =>
      currency === 'USD'
        ? `$${format.usdPrice(token.marketData.USD.lastPrice)}`
        : format.toman(token.marketData.IRT.lastPrice),
    value: (token: TokenAsset) =>
      currency === 'USD'
        ? `$${format.usd(token.balance.usdValue.number)}`
        : format.toman(token.balance.userCurrencyValue.number),
    change: (token: TokenAsset) => token.marketData[currency === 'USD' ? 'USD' : 'IRT'].change24h,
  };
}

/** One coin: avatar, name and symbol, then what `end` shows. Unlisted coins are greyed out (spec 000 §3). */
export function CoinRow({ token, end }: { token: TokenAsset; end: ReactNode }) {
  const { language } = useSession();
  return (
    <>
      <CoinIcon symbol={token.token} />
      <span className="dash-coin__name">
        <span className="dash-coin__title">{coinName(token.name, language)}</span>
        <span className="dash-coin__symbol">{token.token}</span>
      </span>
      <span className="dash-coin__end">{end}</span>
    </>
  );
}

export const coinClass = (token: TokenAsset, base: string) =>
  `${base}${token.listed ? '' : ` ${base}--unlisted`}`;
