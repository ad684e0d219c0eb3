import { z } from 'zod';

/** A money or crypto amount as a decimal string: never a JS number on the wire. */
export const decimalString = z
  .string()
  .regex(/^-?\d{1,30}(\.\d{1,18})?$/, 'a decimal string such as "12.5"')
  .meta({ description: 'Decimal number as a string', example: '12.5' });

export const positiveDecimalString = decimalString.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), {
  message: 'a positive decimal string',
});

export const isoDateTime = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date-time' });

export const LANGUAGES = ['fa', 'en', 'fr', 'ru', 'zh'] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;

/** The user's display currency. */
export const USER_CURRENCIES = ['IRT', 'USD'] as const;
export const userCurrency = z.enum(USER_CURRENCIES);
export type UserCurrency = z.infer<typeof userCurrency>;

export const PHONE_REGION = 'IR' as const;
export const region = z.literal(PHONE_REGION);

/** A phone number as the user typed it: `0912…`, `+98912…`; the server normalises it. */
export const phoneNumberInput = z.string().min(1).max(32);

/** A per-language name map; `en` is the fallback. */
export const localizedName = z
  .object({
    en: z.string().min(1),
    fa: z.string().optional(),
    fr: z.string().optional(),
    ru: z.string().optional(),
    zh: z.string().optional(),
  })
  .strict();
export type LocalizedName = z.infer<typeof localizedName>;

export const tokenSymbol = z
  .string()
  .regex(/^[A-Z0-9$]{1,12}$/, 'an upper-case token symbol such as "BTC"')
  .meta({ example: 'BTC' });

/** Spec 000 §3 device info. */
export const deviceInformation = z
  .object({
    persistentId: z.string().min(1).max(128),
    fingerprint: z.string().min(1).max(256),
    spec: z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()])),
  })
  .strict()
  .meta({ id: 'DeviceInformation' });
export type DeviceInformation = z.infer<typeof deviceInformation>;

export const emptyObject = z.object({}).strict();
