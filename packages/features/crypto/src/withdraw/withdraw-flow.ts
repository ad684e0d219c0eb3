import type { CoinConfig, CoinNetwork, TokenAsset } from '@wallet/api';
import { chosenNetwork, isPositive, networkQuery } from '@wallet/core';
import { useAssets, useGlobalConfig } from '@wallet/ui';

/** What the withdraw pages have chosen so far, as their route's query gives it. */
export interface WithdrawChoice {
  token?: string;
  network?: string;
  contract?: string;
}

/** The query that carries a choice on to the next page; `extra` adds or replaces parts. */
export function withdrawQuery<E extends { amount?: string; address?: string; memo?: string }>(
  coin: CoinConfig,
  network: CoinNetwork,
  extra: E = {} as E,
) {
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
  const network = coin ? chosenNetwork(coin.networks, choice) : null;
  const asset = assets.data?.tokens.find((entry) => entry.token === choice.token);
  const isLoading = !config.data || !assets.data;
  const isUnavailable =
    !isLoading &&
    (!coin || !coin.features.withdraw || !network || !asset || !isPositive(asset.balance.amount.number));
  return { coin, network, asset, isLoading, isUnavailable };
}

/** The coin, network and amount a withdrawal has chosen, when a page (the address book) is inside one. */
export function withdrawInFlow(choice: WithdrawChoice & { amount?: string }) {
  const { token, network, contract, amount } = choice;
  return token && network && amount ? { token, network, amount, ...(contract ? { contract } : {}) } : null;
}

/** Only what the withdraw flow carries from page to page, without the page's own values. */
export function withdrawFlowQuery(choice: WithdrawChoice & { amount?: string }) {
  const { token, network, contract, amount } = choice;
  return {
    ...(token ? { token } : {}),
    ...(network ? { network } : {}),
    ...(contract ? { contract } : {}),
    ...(amount ? { amount } : {}),
  };
}
