import type { CoinNetwork } from '@wallet/api';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32 = '02-9ac-hj-np-z';

/** JavaScript `RegExp` sources, anchored, one per network; clients and the server both use `new RegExp(src)`. */
export const ADDRESS_REGEX = {
  /** P2PKH `1…` and P2SH `3…` (base58, 25–34 chars), SegWit v0 `bc1q…` (42 or 62) and Taproot `bc1p…` (62). */
  BTC: `^(?:[13][${BASE58}]{24,33}|bc1[${BECH32}]{39,59})$`,
  ETH: '^0x[a-fA-F0-9]{40}$',
  BSC: '^0x[a-fA-F0-9]{40}$',
  AVAX_C: '^0x[a-fA-F0-9]{40}$',
  TRX: `^T[${BASE58}]{33}$`,
  /**
   * Mainnet basechain user-friendly form (base64url, 48 chars, bounceable `EQ` or non-bounceable `UQ`; the
   * third character is A–D because the workchain byte is 0) or the raw form `0:<hex>` / `-1:<hex>`.
   */
  TON: '^(?:[EU]Q[A-D][A-Za-z0-9_-]{45}|(?:0|-1):[a-fA-F0-9]{64})$',
  SOL: `^[${BASE58}]{32,44}$`,
  XRP: `^r[${BASE58}]{24,34}$`,
  /** P2PKH `D…` (34 chars) or P2SH `9…` / `A…` (34 chars). */
  DOGE: `^(?:D[5-9A-HJ-NP-U][${BASE58}]{32}|[9A][${BASE58}]{33})$`,
  /** Shelley `addr1…` (enterprise 58 to base 103 chars), Byron Icarus `Ae2…` and Daedalus `DdzFF…`. */
  ADA: `^(?:addr1[${BECH32}]{53,98}|Ae2[${BASE58}]{50,60}|DdzFF[${BASE58}]{90,123})$`,
} as const;
export type SeedNetwork = keyof typeof ADDRESS_REGEX;

export const MEMO_REGEX = {
  /** A transfer comment. */
  TON: '^.{1,120}$',
  /** The destination tag, an unsigned 32-bit integer. */
  XRP: '^\\d{1,10}$',
} as const;

/** The fee token of each network. */
export const NETWORK_TOKEN: Record<SeedNetwork, string> = {
  BTC: 'BTC',
  ETH: 'ETH',
  BSC: 'BNB',
  AVAX_C: 'AVAX',
  TRX: 'TRX',
  TON: 'TON',
  SOL: 'SOL',
  XRP: 'XRP',
  DOGE: 'DOGE',
  ADA: 'ADA',
};

const CONFIRMATIONS: Record<SeedNetwork, number> = {
  BTC: 2,
  ETH: 12,
  BSC: 15,
  AVAX_C: 1,
  TRX: 20,
  TON: 1,
  SOL: 32,
  XRP: 1,
  DOGE: 6,
  ADA: 15,
};

export interface NetworkTerms {
  contract?: string;
  withdrawFee: string;
  minWithdraw: string;
  minDeposit: string;
}

export function network(id: SeedNetwork, terms: NetworkTerms): CoinNetwork {
  const memoRegex = id === 'TON' || id === 'XRP' ? MEMO_REGEX[id] : null;
  return {
    network: id,
    networkToken: NETWORK_TOKEN[id],
    contract: terms.contract ?? null,
    addressRegex: ADDRESS_REGEX[id],
    supportMemo: memoRegex !== null,
    memoRegex,
    withdrawFee: terms.withdrawFee,
    minWithdraw: terms.minWithdraw,
    minDeposit: terms.minDeposit,
    confirmations: CONFIRMATIONS[id],
  };
}
