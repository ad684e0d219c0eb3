import type { CoinConfig, CoinNetwork, TokenAsset } from '@wallet/api';
import { chosenNetwork, isPositive, networkQuery } from '@wallet/core';
import { useAssets, useGlobalConfig } from '@wallet/ui';

/** What the withdraw pages have chosen so far, as their route's query gives it. */
export interface WithdrawChoice {
  token?: string;
  network?: string;
  contract?: string;
}

/** The query that names the chosen coin and network on the next page (what was typed goes in the draft). */
export function withdrawQuery(coin: CoinConfig, network: CoinNetwork) {
  return networkQuery(coin.token, network);
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

/**
 * The coin and network of the withdrawal a page (the address book) is inside: named by its query, with an
 * amount already chosen in the draft. Null when the page is opened on its own.
 */
export function withdrawInFlow(choice: WithdrawChoice, chosenAmount: string | undefined) {
  const { token, network, contract } = choice;
  return token && network && chosenAmount ? { token, network, ...(contract ? { contract } : {}) } : null;
}

/** Only the coin and network the withdraw flow names from page to page, without the page's own values. */
export function withdrawFlowQuery(choice: WithdrawChoice) {
  const { token, network, contract } = choice;
  return {
    ...(token ? { token } : {}),
    ...(network ? { network } : {}),
    ...(contract ? { contract } : {}),
  };
}
