import { z } from 'zod/mini';
import { safeBannerLink } from '@wallet/core';
import { decimalString, localizedName, tokenSymbol } from './primitives';

export const FEATURE_FLAGS = [
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
  'HIDE_SHOP_IN_MYKET',
  'HIDE_SHOP_IN_BAZAR',
  'IRGC_LIMIT',
  'RIAL_DEPOSIT_LIMIT',
  'RIAL_WITHDRAW_LIMIT',
  'RIAL_WITHDRAW_WARN_LIMIT',
  'CRYPTO_DEPOSIT_LIMIT',
  'CRYPTO_WITHDRAW_LIMIT',
  'CRYPTO_WITHDRAW_WARN_LIMIT',
  'ALL_SWAP_LIMIT',
  'ALL_SWAP_WARN_LIMIT',
  'RIAL_SWAP_LIMIT',
  'RIAL_PREVIEW_LIMIT',
] as const;
export const featureFlag = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof featureFlag>;

export const coinNetwork = z
  .object({
    /** The value a client chooses; `network` and `contract` are sent separately to deposit calls. */
    network: z.string().check(z.minLength(1)),
    networkToken: tokenSymbol,
    contract: z.nullable(z.string()),
    addressRegex: z.string(),
    supportMemo: z.boolean(),
    memoRegex: z.nullable(z.string()),
    withdrawFee: decimalString,
    minWithdraw: decimalString,
    minDeposit: decimalString,
    confirmations: z.int().check(z.nonnegative()),
  })
  .register(z.globalRegistry, { id: 'CoinNetwork' });
export type CoinNetwork = z.infer<typeof coinNetwork>;

export const coinFeatures = z.object({ withdraw: z.boolean(), deposit: z.boolean(), trade: z.boolean() });

export const coinConfig = z
  .object({
    token: tokenSymbol,
    name: localizedName,
    icon: z.string(),
    decimals: z.int().check(z.gte(0), z.lte(18)),
    humanReadableDecimals: z.int().check(z.gte(0), z.lte(18)),
    listed: z.boolean(),
    features: coinFeatures,
    groups: z.array(z.string()),
    networks: z.array(coinNetwork),
  })
  .register(z.globalRegistry, { id: 'CoinConfig' });
export type CoinConfig = z.infer<typeof coinConfig>;

export const globalConfig = z
  .object({
    coins: z.array(coinConfig),
    /** The feature flags that are on. */
    featuresList: z.array(featureFlag),
  })
  .register(z.globalRegistry, { id: 'GlobalConfig' });
export type GlobalConfig = z.infer<typeof globalConfig>;

/** Where a banner leads: an in-app path or an https address (safeBannerLink), never javascript: or data:. */
export const bannerLink = z
  .string()
  .check(
    z.refine((link) => safeBannerLink(link) !== null, {
      message: 'A banner link is an in-app path starting with one "/" or an https URL',
    }),
  )
  .register(z.globalRegistry, {
    description: 'An in-app path starting with a single "/" (not "//"), or an absolute https URL',
  });

/** INTERNAL opens an in-app path; EXTERNAL and TELEGRAM open an https address. */
const LINK_KIND_OF_TARGET = { INTERNAL: 'internal', EXTERNAL: 'external', TELEGRAM: 'external' } as const;

export const banner = z
  .object({
    src: z.string(),
    name: z.string(),
    link: z.nullable(bannerLink),
    linkTarget: z.nullable(z.enum(['INTERNAL', 'EXTERNAL', 'TELEGRAM'])),
  })
  .check(
    z.refine(
      ({ link, linkTarget }) =>
        !link || !linkTarget || safeBannerLink(link)?.kind === LINK_KIND_OF_TARGET[linkTarget],
      {
        message: 'linkTarget INTERNAL takes an in-app path; EXTERNAL and TELEGRAM take an https URL',
        path: ['link'],
      },
    ),
  )
  .register(z.globalRegistry, { id: 'Banner' });
export type Banner = z.infer<typeof banner>;
