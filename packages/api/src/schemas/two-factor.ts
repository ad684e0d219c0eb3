import { z } from 'zod';
import { isoDateTime } from './primitives';

/** Spec 000 §3 two-factor methods. */
export const TWO_FACTOR_TYPES = ['SMS', 'EMAIL', 'GOOGLE_AUTH'] as const;
export const twoFactorType = z.enum(TWO_FACTOR_TYPES);
export type TwoFactorType = z.infer<typeof twoFactorType>;

/** How long a code sent by SMS or e-mail for a two-factor step stays valid. */
export const TWO_FACTOR_CODE_TTL_SECONDS = 300;
/** The authenticationId whose code turns a method off (DELETE /v2/2fa/{type}). */
export const DISABLE_TWO_FACTOR_AUTHENTICATION_ID = 'DISABLE_2FA';

export const twoFactorStatus = z
  .object({
    methods: z.array(
      z.object({
        type: twoFactorType,
        /** The phone or e-mail codes go to, partly hidden; null for an authenticator app. */
        destination: z.string().nullable(),
        enabledAt: isoDateTime,
      }),
    ),
    /** Withdrawals wait until then after a method was turned on (spec 000 §4). */
    withdrawBlockedUntil: isoDateTime.nullable(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z
  .object({ authenticationId: z.string(), expiresAt: isoDateTime })
  .meta({ id: 'TwoFactorSetup' });

export const googleAuthActivation = z
  .object({
    /** The base32 secret to type into an authenticator app. */
    activationCode: z.string(),
    /** The same as an otpauth:// link, for a QR code. */
    otpauthUri: z.string(),
  })
  .meta({ id: 'GoogleAuthActivation' });

export const twoFactorCodeValue = z.string().regex(/^\d{6}$/, 'six digits');

export const twoFactorCodeSent = z
  .object({ sentTo: z.string(), expiresAt: isoDateTime })
  .meta({ id: 'TwoFactorCodeSent' });
