import { z } from 'zod';
import type { AttemptLimit } from '../define';
import { isoDateTime } from './primitives';

/** Spec 000 §3 two-factor methods. */
export const TWO_FACTOR_TYPES = ['SMS', 'EMAIL', 'GOOGLE_AUTH'] as const;
export const twoFactorType = z.enum(TWO_FACTOR_TYPES);
export type TwoFactorType = z.infer<typeof twoFactorType>;

/** How long a code sent by SMS or e-mail for a two-factor step stays valid. */
export const TWO_FACTOR_CODE_TTL_SECONDS = 300;
/**
 * At most 5 wrong two-factor codes per user in 15 minutes, whichever method and call they came with
 * (X-2FA-AUTH, turning a method on); then every code, the right one too, is refused until fewer than 5 wrong
 * ones are left in the last 15 minutes.
 */
export const TWO_FACTOR_GUESS_LIMIT = {
  scope: 'TWO_FACTOR',
  max: 5,
  windowSeconds: 15 * 60,
  // A sent code's own last try answers TOO_MANY_OTP_ATTEMPTS: a wrong guess too.
  counts: ['WRONG_TWO_FACTOR_CODE', 'TOO_MANY_OTP_ATTEMPTS'],
  refusal: 'TOO_MANY_OTP_ATTEMPTS',
} as const satisfies AttemptLimit;

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
    /** Spends wait until then after a method was turned on (spec 000 §4) or off. */
    withdrawBlockedUntil: z.nullable(isoDateTime),
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
