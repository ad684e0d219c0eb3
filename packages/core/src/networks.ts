import { useSearch } from 'wouter';
import type { CoinConfig, CoinNetwork } from '@wallet/api';

/** The names people know the seeded networks by; an unknown network shows its id. */
const NETWORK_NAMES: Record<string, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum (ERC20)',
  BSC: 'BNB Smart Chain (BEP20)',
  AVAX_C: 'Avalanche C-Chain',
  TRX: 'Tron (TRC20)',
  TON: 'TON',
  SOL: 'Solana',
  XRP: 'XRP Ledger',
  DOGE: 'Dogecoin',
  ADA: 'Cardano',
};

export function networkName(network: string): string {
  return NETWORK_NAMES[network] ?? network;
}

/** The coin, network and contract a flow has chosen so far, from the page's query. */
export interface FlowChoice {
  token: string | null;
  network: string | null;
  contract: string | null;
}

export function useFlowChoice(): FlowChoice {
  const search = new URLSearchParams(useSearch());
  return {
    token: search.get('token')?.toUpperCase() || null,
    network: search.get('network') || null,
    contract: search.get('contract') || null,
  };
}

/** The coin's network that a choice names; the contract tells apart two networks with the same id. */
export function chosenNetwork(coin: CoinConfig, choice: FlowChoice): CoinNetwork | null {
  return (
    coin.networks.find(
      (entry) => entry.network === choice.network && (!choice.contract || entry.contract === choice.contract),
    ) ?? null
  );
}

/** The query that names a coin's network, contract included when it has one. */
export function networkQuery(token: string, network: CoinNetwork) {
  return { token, network: network.network, ...(network.contract ? { contract: network.contract } : {}) };
}
