import type { CoinConfig, CoinNetwork } from '../../../../packages/api/src/schemas/coins';

export interface SeedCoin extends CoinConfig {
  /** The price the sandbox market starts from, in US dollars, as a decimal string. */
  basePriceUsd: string;
  /** Typical daily relative price swing (0.03 = 3 %). */
  dailyVolatility: number;
}

export const COIN_GROUPS = [
  'FIAT',
  'STABLECOIN',
  'LAYER_1',
  'DEFI',
  'MEME',
  'TON_ECOSYSTEM',
  'PAYMENT',
] as const;
export type CoinGroup = (typeof COIN_GROUPS)[number];

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

interface NetworkTerms {
  contract?: string;
  withdrawFee: string;
  minWithdraw: string;
  minDeposit: string;
}

function network(id: SeedNetwork, terms: NetworkTerms): CoinNetwork {
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

const ALL_ON = { withdraw: true, deposit: true, trade: true } as const;
const FIAT = { withdraw: false, deposit: false, trade: true } as const;

export const SEED_COINS: readonly SeedCoin[] = [
  {
    token: 'USD',
    name: { en: 'US Dollar', fa: 'دلار', fr: 'Dollar américain', ru: 'Доллар США', zh: '美元' },
    icon: '/coins/usd.svg',
    decimals: 2,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...FIAT },
    groups: ['FIAT'],
    networks: [],
    basePriceUsd: '1',
    dailyVolatility: 0,
  },
  {
    token: 'USDT',
    name: { en: 'Tether', fa: 'تتر', fr: 'Tether', ru: 'Tether', zh: '泰达币' },
    icon: '/coins/usdt.svg',
    decimals: 6,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...ALL_ON },
    groups: ['STABLECOIN', 'PAYMENT'],
    networks: [
      network('TRX', {
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        withdrawFee: '1',
        minWithdraw: '10',
        minDeposit: '1',
      }),
      network('ETH', {
        contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        withdrawFee: '5',
        minWithdraw: '20',
        minDeposit: '5',
      }),
      network('BSC', {
        contract: '0x55d398326f99059fF775485246999027B3197955',
        withdrawFee: '0.3',
        minWithdraw: '10',
        minDeposit: '1',
      }),
      network('TON', {
        contract: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
        withdrawFee: '0.5',
        minWithdraw: '5',
        minDeposit: '1',
      }),
    ],
    basePriceUsd: '1',
    dailyVolatility: 0.0005,
  },
  {
    token: 'TRX',
    name: { en: 'TRON', fa: 'ترون', fr: 'TRON', ru: 'Трон', zh: '波场' },
    icon: '/coins/trx.svg',
    decimals: 6,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'PAYMENT'],
    networks: [network('TRX', { withdrawFee: '1', minWithdraw: '10', minDeposit: '1' })],
    basePriceUsd: '0.29',
    dailyVolatility: 0.025,
  },
  {
    token: 'IRT',
    name: { en: 'Toman', fa: 'تومان', fr: 'Toman', ru: 'Туман' },
    icon: '/coins/irt.svg',
    decimals: 0,
    humanReadableDecimals: 0,
    listed: true,
    features: { ...FIAT },
    groups: ['FIAT'],
    networks: [],
    basePriceUsd: '0.0000087',
    dailyVolatility: 0.004,
  },
  {
    token: 'BTC',
    name: { en: 'Bitcoin', fa: 'بیت‌کوین', fr: 'Bitcoin', ru: 'Биткоин', zh: '比特币' },
    icon: '/coins/btc.svg',
    decimals: 8,
    humanReadableDecimals: 8,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'PAYMENT'],
    networks: [
      network('BTC', { withdrawFee: '0.00002', minWithdraw: '0.0002', minDeposit: '0.00005' }),
      network('BSC', {
        contract: '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c',
        withdrawFee: '0.000005',
        minWithdraw: '0.0001',
        minDeposit: '0.00001',
      }),
    ],
    basePriceUsd: '95000',
    dailyVolatility: 0.03,
  },
  {
    token: 'ETH',
    name: { en: 'Ethereum', fa: 'اتریوم', fr: 'Ethereum', ru: 'Эфириум', zh: '以太坊' },
    icon: '/coins/eth.svg',
    decimals: 18,
    humanReadableDecimals: 6,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'DEFI'],
    networks: [
      network('ETH', { withdrawFee: '0.0012', minWithdraw: '0.005', minDeposit: '0.001' }),
      network('BSC', {
        contract: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
        withdrawFee: '0.00004',
        minWithdraw: '0.001',
        minDeposit: '0.0005',
      }),
    ],
    basePriceUsd: '3400',
    dailyVolatility: 0.04,
  },
  {
    token: 'TON',
    name: { en: 'Toncoin', fa: 'تون‌کوین', fr: 'Toncoin', ru: 'Тонкоин' },
    icon: '/coins/ton.svg',
    decimals: 9,
    humanReadableDecimals: 4,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'TON_ECOSYSTEM'],
    networks: [network('TON', { withdrawFee: '0.05', minWithdraw: '0.5', minDeposit: '0.1' })],
    basePriceUsd: '5.2',
    dailyVolatility: 0.045,
  },
  {
    token: 'BNB',
    name: { en: 'BNB', fa: 'بی‌ان‌بی', fr: 'BNB', ru: 'BNB' },
    icon: '/coins/bnb.svg',
    decimals: 18,
    humanReadableDecimals: 5,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1'],
    networks: [network('BSC', { withdrawFee: '0.0005', minWithdraw: '0.01', minDeposit: '0.001' })],
    basePriceUsd: '950',
    dailyVolatility: 0.03,
  },
  {
    token: 'SNX',
    name: { en: 'Synthetix', fa: 'سینتتیکس', fr: 'Synthetix' },
    icon: '/coins/snx.svg',
    decimals: 18,
    humanReadableDecimals: 3,
    listed: false,
    features: { withdraw: false, deposit: true, trade: false },
    groups: ['DEFI'],
    networks: [
      network('ETH', {
        contract: '0xC011a73ee8576Fb46F5E1c5751cA3B9Fe0af2a6F',
        withdrawFee: '4',
        minWithdraw: '10',
        minDeposit: '2',
      }),
    ],
    basePriceUsd: '0.85',
    dailyVolatility: 0.07,
  },
  {
    token: 'ADA',
    name: { en: 'Cardano', fa: 'کاردانو', fr: 'Cardano', ru: 'Кардано' },
    icon: '/coins/ada.svg',
    decimals: 6,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1'],
    networks: [network('ADA', { withdrawFee: '1', minWithdraw: '5', minDeposit: '2' })],
    basePriceUsd: '0.55',
    dailyVolatility: 0.05,
  },
  {
    token: 'AVAX',
    name: { en: 'Avalanche', fa: 'آوالانچ', fr: 'Avalanche' },
    icon: '/coins/avax.svg',
    decimals: 18,
    humanReadableDecimals: 4,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'DEFI'],
    networks: [network('AVAX_C', { withdrawFee: '0.01', minWithdraw: '0.1', minDeposit: '0.05' })],
    basePriceUsd: '17.5',
    dailyVolatility: 0.055,
  },
  {
    token: 'DOGE',
    name: { en: 'Dogecoin', fa: 'دوج‌کوین', fr: 'Dogecoin', zh: '狗狗币' },
    icon: '/coins/doge.svg',
    decimals: 8,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...ALL_ON },
    groups: ['MEME', 'PAYMENT'],
    networks: [network('DOGE', { withdrawFee: '2', minWithdraw: '20', minDeposit: '10' })],
    basePriceUsd: '0.17',
    dailyVolatility: 0.06,
  },
  {
    token: 'SHIB',
    name: { en: 'Shiba Inu', fa: 'شیبا', fr: 'Shiba Inu', zh: '柴犬币' },
    icon: '/coins/shib.svg',
    decimals: 18,
    humanReadableDecimals: 0,
    listed: true,
    features: { ...ALL_ON },
    groups: ['MEME'],
    networks: [
      network('ETH', {
        contract: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE',
        withdrawFee: '400000',
        minWithdraw: '1000000',
        minDeposit: '200000',
      }),
      network('BSC', {
        contract: '0x2859e4544C4bB03966803b044A93563Bd2D0DD4D',
        withdrawFee: '30000',
        minWithdraw: '300000',
        minDeposit: '100000',
      }),
    ],
    basePriceUsd: '0.000013',
    dailyVolatility: 0.07,
  },
  {
    token: 'SOL',
    name: { en: 'Solana', fa: 'سولانا', fr: 'Solana', ru: 'Солана' },
    icon: '/coins/sol.svg',
    decimals: 9,
    humanReadableDecimals: 5,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'DEFI'],
    networks: [network('SOL', { withdrawFee: '0.002', minWithdraw: '0.05', minDeposit: '0.01' })],
    basePriceUsd: '165',
    dailyVolatility: 0.05,
  },
  {
    token: 'XRP',
    name: { en: 'XRP', fa: 'ریپل', fr: 'XRP', zh: '瑞波币' },
    icon: '/coins/xrp.svg',
    decimals: 6,
    humanReadableDecimals: 2,
    listed: true,
    features: { ...ALL_ON },
    groups: ['LAYER_1', 'PAYMENT'],
    networks: [network('XRP', { withdrawFee: '0.2', minWithdraw: '2', minDeposit: '1' })],
    basePriceUsd: '2.3',
    dailyVolatility: 0.045,
  },
  {
    token: 'NOT',
    name: { en: 'Notcoin', fa: 'نات‌کوین', fr: 'Notcoin' },
    icon: '/coins/not.svg',
    decimals: 9,
    humanReadableDecimals: 0,
    listed: true,
    features: { ...ALL_ON },
    groups: ['MEME', 'TON_ECOSYSTEM'],
    networks: [
      network('TON', {
        contract: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
        withdrawFee: '20',
        minWithdraw: '200',
        minDeposit: '50',
      }),
    ],
    basePriceUsd: '0.0021',
    dailyVolatility: 0.08,
  },
  {
    token: 'HMSTR',
    name: { en: 'Hamster Kombat', fa: 'همستر', fr: 'Hamster Kombat' },
    icon: '/coins/hmstr.svg',
    decimals: 9,
    humanReadableDecimals: 0,
    listed: true,
    features: { withdraw: false, deposit: true, trade: true },
    groups: ['MEME', 'TON_ECOSYSTEM'],
    networks: [
      network('TON', {
        contract: 'EQAJ8uWd7EBqsmpSWaRdf_I-8R8-XHwh3gsNKhy-UrdrPcUo',
        withdrawFee: '40',
        minWithdraw: '400',
        minDeposit: '100',
      }),
    ],
    basePriceUsd: '0.0011',
    dailyVolatility: 0.09,
  },
];
