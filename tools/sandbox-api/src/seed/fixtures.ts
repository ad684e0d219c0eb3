import type { Banner, FeatureFlag } from '@wallet/api';

/**
 * Flags on in a fresh sandbox; the rest of spec 000 §6's list starts off, among them every limit flag that pauses
 * or warns of money moving (api's LIMIT_FLAG_EFFECTS): a sandbox starts with nothing paused.
 */
export const FLAGS_ON: readonly FeatureFlag[] = [
  'COIN_ALERTS',
  'PIN_CODE',
  'GATEWAY',
  'CARD_TO_CARD',
  'POL',
  'CASH_IN_CODE',
  'DIRECT_DEBIT',
  'PAYA_SATNA',
  'BLU_SAMAN',
  'SAMAN_SAMAN',
  'BOXES',
  'CLUB',
  'AUTOMATION',
  'PAYMENT_METHODS',
];

export const SEED_BANNERS: readonly Banner[] = [
  { name: 'ISWAP', src: '/banners/iswap.svg', link: '/referral', linkTarget: 'INTERNAL' },
  { name: 'KYC_LEVEL_1', src: '/banners/kyc.svg', link: '/kyc/level-1', linkTarget: 'INTERNAL' },
  { name: 'YALDA', src: '/banners/yalda.svg', link: '/campaigns/yalda', linkTarget: 'INTERNAL' },
  { name: 'CHANNEL', src: '/banners/channel.svg', link: 'https://t.me/wallet_news', linkTarget: 'TELEGRAM' },
  { name: 'SECURITY_TIP', src: '/banners/security-tip.svg', link: null, linkTarget: null },
];

export interface DemoUser {
  key: 'level0' | 'level1' | 'level2';
  phone: string;
  telegramId: number;
  level: 'LEVEL_0' | 'LEVEL_1_IR' | 'LEVEL_2_IR';
  displayName: string;
  officialFirstName: string | null;
  officialLastName: string | null;
  username: string | null;
  language: 'fa' | 'en';
  referralCode: string;
  balances: Record<string, string>;
  favorites: string[];
  kycFailureReason?: 'NATIONAL_ID_PHONE_MISMATCH';
}

/** Demo users; the local Telegram host offers the same Telegram ids. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'level0',
    phone: '+989120000000',
    telegramId: 700000001,
    level: 'LEVEL_0',
    displayName: 'anonymous',
    officialFirstName: null,
    officialLastName: null,
    username: 'demo_level0',
    language: 'fa',
    referralCode: 'DEMO0000',
    balances: { USDT: '25.5', TON: '3.2', IRT: '750000' },
    favorites: ['BTC', 'USDT'],
    kycFailureReason: 'NATIONAL_ID_PHONE_MISMATCH',
  },
  {
    key: 'level1',
    phone: '+989120000001',
    telegramId: 700000002,
    level: 'LEVEL_1_IR',
    displayName: 'رضا کریمی',
    officialFirstName: 'رضا',
    officialLastName: 'کریمی',
    username: 'demo_level1',
    language: 'fa',
    referralCode: 'DEMO1111',
    balances: { USDT: '420.75', BTC: '0.01234567', ETH: '0.35', TRX: '1500', IRT: '12500000' },
    favorites: ['BTC', 'ETH', 'USDT', 'TON'],
  },
  {
    key: 'level2',
    phone: '+989120000002',
    telegramId: 700000003,
    level: 'LEVEL_2_IR',
    displayName: 'Sara Ahmadi',
    officialFirstName: 'سارا',
    officialLastName: 'احمدی',
    username: 'demo_level2',
    language: 'en',
    referralCode: 'DEMO2222',
    balances: {
      USDT: '15230.5',
      BTC: '0.5',
      ETH: '4.2',
      TON: '820',
      SOL: '35',
      XRP: '2500',
      DOGE: '12000',
      NOT: '250000',
      IRT: '485000000',
    },
    favorites: ['BTC', 'ETH', 'TON', 'SOL', 'NOT'],
  },
];

export const SEED_GIFT_CARDS = [
  { code: 'GIFT-DEMO-USDT-10', token: 'USDT', amount: '10' },
  { code: 'GIFT-DEMO-IRT-500K', token: 'IRT', amount: '500000' },
  { code: 'GIFT-DEMO-TON-2', token: 'TON', amount: '2' },
  { code: 'GIFT-DEMO-BTC-TINY', token: 'BTC', amount: '0.0001' },
] as const;

export const SEED_UTM_CAMPAIGNS = [
  { code: 'tg-channel-1405', source: 'telegram', medium: 'channel', campaign: 'launch', isActive: true },
  { code: 'yalda-1405', source: 'instagram', medium: 'story', campaign: 'yalda', isActive: true },
  { code: 'nowruz-1404', source: 'sms', medium: 'sms', campaign: 'nowruz', isActive: false },
] as const;

/** Rewards level2 has earned from level0's trades, waiting to be claimed. */
export const SEED_REFERRAL_REWARDS = [
  { token: 'USDT', amount: '2.5' },
  { token: 'IRT', amount: '150000' },
] as const;

export const FEE_FREE_VOLUME_USD = '1000';
