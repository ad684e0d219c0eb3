import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { searchTokens } from '@wallet/core';
import { Cell, CoinIcon, EmptyState, List, Skeleton, TextField } from '@wallet/kit';
import { buildPath, coinName, LoadFailure, Page, useGlobalConfig, useNavigate, useSession } from '@wallet/ui';
import { TOMAN_TOKEN } from '../shared/trade-price';
import { useExpressBuyDraft } from '../shared/trade-drafts';
import './express-buy.css';

/**
 * /express-buy/coins: the listed coins that can be bought with Toman now (trade feature on), searchable; choosing
 * one returns to /express-buy with it, keeping the amount typed there.
 */
export function ExpressBuyCoinsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { language } = useSession();
  const { keep } = useExpressBuyDraft();
  const config = useGlobalConfig();
  const [search, setSearch] = useState('');
  const coins = config.data?.coins.filter(
    (coin) => coin.token !== TOMAN_TOKEN && coin.listed && coin.features.trade,
  );
  const found = searchTokens(coins ?? [], search);
  const choose = (token: string) => {
    void keep({ token });
    navigate(buildPath('expressBuy'), { replace: true });
  };

  return (
    <Page title={t`Choose a coin to buy`}>
      <div className="express-buy">
        <TextField
          type="search"
          label={t`Search coins`}
          isLabelHidden
          placeholder={t`Search coins`}
          value={search}
          onChange={setSearch}
        />
        {!coins ? (
          config.isError ? (
            <LoadFailure message={t`The coins could not be loaded.`} onRetry={() => void config.refetch()} />
          ) : (
            <div role="status" aria-label={t`Loading`} aria-busy="true">
              <Skeleton height={240} />
            </div>
          )
        ) : coins.length === 0 ? (
          <EmptyState title={t`No coin can be bought right now.`} />
        ) : found.length === 0 ? (
          <EmptyState title={t`No coin matches your search.`} />
        ) : (
          <List title={t`Coins`}>
            {found.map((coin) => (
              <Cell
                key={coin.token}
                before={<CoinIcon symbol={coin.token} />}
                subtitle={coin.token}
                onClick={() => choose(coin.token)}
              >
                {coinName(coin.name, language)}
              </Cell>
            ))}
          </List>
        )}
      </div>
    </Page>
  );
}
