import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '@wallet/core';

// The schemas the app reads at start-up (stored config, assets, receipts, error bodies) are written with
// zod/mini, which the bundler can trim; the rest of the contract may use classic zod, and the two mix.

/** A money or crypto amount as a decimal string: never a JS number on the wire. */
export const decimalString = z
  .string()
  .check(z.regex(/^-?\d{1,30}(\.\d{1,18})?$/, 'a decimal string such as "12.5"'))
  .register(z.globalRegistry, { description: 'Decimal number as a string', example: '12.5' });

export const positiveDecimalString = decimalString.check(
  z.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), { message: 'a positive decimal string' }),
);

export const isoDateTime = z.iso
  .datetime({ offset: true })
  .register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** Spec 000 §1's languages, from core's language table. */
export const LANGUAGES = SUPPORTED_LANGUAGES;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;

/** The user's display currency. */
export const USER_CURRENCIES = ['IRT', 'USD'] as const;
export const userCurrency = z.enum(USER_CURRENCIES);
export type UserCurrency = z.infer<typeof userCurrency>;

export const PHONE_REGION = 'IR' as const;
export const region = z.literal(PHONE_REGION);

/** A phone number as the user typed it: `0912…`, `+98912…`; the server normalises it. */
export const phoneNumberInput = z.string().check(z.minLength(1), z.maxLength(32));

/** A per-language name map; `en` is the fallback. */
export const localizedName = z.strictObject({
  en: z.string().check(z.minLength(1)),
  fa: z.optional(z.string()),
  fr: z.optional(z.string()),
  ru: z.optional(z.string()),
  zh: z.optional(z.string()),
});
export type LocalizedName = z.infer<typeof localizedName>;

export const tokenSymbol = z
  .string()
  .check(z.regex(/^[A-Z0-9$]{1,12}$/, 'an upper-case token symbol such as "BTC"'))
  .register(z.globalRegistry, { example: 'BTC' });

/** Spec 000 §3 device info. */
export const deviceInformation = z
  .strictObject({
    persistentId: z.string().check(z.minLength(1), z.maxLength(128)),
    fingerprint: z.string().check(z.minLength(1), z.maxLength(256)),
    spec: z.record(
      z.string().check(z.maxLength(64)),
      z.union([z.string().check(z.maxLength(512)), z.number(), z.boolean(), z.null()]),
    ),
  })
  .register(z.globalRegistry, { id: 'DeviceInformation' });
export type DeviceInformation = z.infer<typeof deviceInformation>;

export const emptyObject = z.strictObject({});
