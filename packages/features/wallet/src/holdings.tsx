import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TokenAsset, UserAssets } from '@wallet/api';
import { cmp, isPositive } from '@wallet/core';
import { Row, RowLink, RowList, Section } from '@wallet/kit';
import { buildPath, useFormat } from '@wallet/ui';
import type { DisplayCurrency } from './balance-card';
import { CoinRow, useMoney } from './coin-row';

/** The Toman coin: its row leads the holdings, whatever the coins are worth. */
const TOMAN = 'IRT';

/**
 * What the user holds, apart from the favourites: Toman first, then the coins by their value in the shown
 * currency, highest first. Coins with nothing in them are left out, so a new user sees no empty list.
 */
export function holdingsOf(tokens: readonly TokenAsset[], currency: DisplayCurrency): TokenAsset[] {
  const valueOf = (token: TokenAsset) =>
    currency === 'USD' ? token.balance.usdValue.number : token.balance.userCurrencyValue.number;
  return tokens
    .filter((token) => isPositive(token.balance.amount.number))
    .sort((a, b) => {
      if (a.token === TOMAN) return -1;
      if (b.token === TOMAN) return 1;
      return cmp(valueOf(b), valueOf(a));
    });
}

export function Holdings({
  assets,
  currency,
}: {
  assets: UserAssets | undefined;
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const money = useMoney(currency);
  const holdings = assets ? holdingsOf(assets.tokens, currency) : [];
  if (holdings.length === 0) return null;
  return (
    <Section title={t`Your assets`}>
      <RowList label={t`Your assets`}>
        {holdings.map((token) => (
          <Row key={token.token} isDimmed={!token.listed}>
            <Link href={buildPath('coin', { token: token.token })} asChild>
              <RowLink>
                <CoinRow
                  token={token}
                  end={
                    token.token === TOMAN
                      ? `${format.toman(token.balance.amount.number)} ${t`Toman`}`
                      : format.amount(token.balance.amount.number, 8)
                  }
                  endNote={token.token === TOMAN ? undefined : money.value(token)}
                />
              </RowLink>
            </Link>
          </Row>
        ))}
      </RowList>
    </Section>
  );
}
