import { useSearch } from 'wouter';
import type { CoinConfig, CoinNetwork, TokenAsset } from '@wallet/api';
import { isPositive } from '@wallet/core';
import { useAssets, useGlobalConfig, type RouteQuery } from '@wallet/ui';
import { chosenNetwork, networkQuery } from '../deposit/networks';

/** What the withdraw pages have chosen so far, from the page's query. */
export interface WithdrawChoice {
  token: string | null;
  network: string | null;
  contract: string | null;
  amount: string | null;
  address: string | null;
  memo: string | null;
}

export function useWithdrawChoice(): WithdrawChoice {
  const search = new URLSearchParams(useSearch());
  return {
    token: search.get('token')?.toUpperCase() || null,
    network: search.get('network') || null,
    contract: search.get('contract') || null,
    amount: search.get('amount') || null,
    address: search.get('address') || null,
    memo: search.get('memo') || null,
  };
}

/** The query that carries a choice on to the next page; `extra` adds or replaces parts. */
export function withdrawQuery(
  coin: CoinConfig,
  network: CoinNetwork,
  extra: Partial<RouteQuery> = {},
): RouteQuery {
  return { ...networkQuery(coin.token, network), ...extra };
}

/** The chosen coin (with withdraw on), its chosen network and the user's holding of it. */
export function useWithdrawCoin(choice: WithdrawChoice): {
  coin: CoinConfig | undefined;
  network: CoinNetwork | null;
  asset: TokenAsset | undefined;
  isLoading: boolean;
  isUnavailable: boolean;
} {
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const coin = config.data?.coins.find((entry) => entry.token === choice.token);
  const network = coin ? chosenNetwork(coin, choice) : null;
  const asset = assets.data?.tokens.find((entry) => entry.token === choice.token);
  const isLoading = !config.data || !assets.data;
  const isUnavailable =
    !isLoading &&
    (!coin || !coin.features.withdraw || !network || !asset || !isPositive(asset.balance.amount.number));
  return { coin, network, asset, isLoading, isUnavailable };
}
