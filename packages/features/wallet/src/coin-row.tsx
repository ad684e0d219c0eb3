import type { TokenAsset } from '@wallet/api';
import { CoinIcon, RowText, type RowTextProps } from '@wallet/kit';
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

/** One coin: avatar, name and symbol, then what `end` shows (its Row greys out unlisted coins, spec 000 §3). */
export function CoinRow({
  token,
  end,
  endNote,
}: { token: TokenAsset } & Pick<RowTextProps, 'end' | 'endNote'>) {
  const { language } = useSession();
  return (
    <RowText
      before={<CoinIcon symbol={token.token} />}
      title={coinName(token.name, language)}
      subtitle={token.token}
      end={end}
      endNote={endNote}
    />
  );
}
