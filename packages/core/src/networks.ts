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

/** A coin's network as the config gives it: the id, and the contract where one id has several. */
export interface NetworkRef {
  network: string;
  contract?: string | null;
}

/** The network of a coin that a flow's choice names; the contract tells apart two networks with one id. */
export function chosenNetwork<N extends NetworkRef>(
  networks: readonly N[],
  choice: { network?: string | null; contract?: string | null },
): N | null {
  return (
    networks.find(
      (entry) => entry.network === choice.network && (!choice.contract || entry.contract === choice.contract),
    ) ?? null
  );
}

/** The query that names a coin's network, its contract included when it has one. */
export function networkQuery(token: string, network: NetworkRef) {
  return { token, network: network.network, ...(network.contract ? { contract: network.contract } : {}) };
}
