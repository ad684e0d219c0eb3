import { z } from 'zod/mini';
import { USER_LEVELS } from '@wallet/core';
import { decimalString, isoDateTime, language, tokenSymbol, userCurrency } from './primitives';

// The levels, and what each may do, are core's (LEVEL_ABILITIES).
export { USER_LEVELS };
export const userLevel = z.enum(USER_LEVELS);
export type UserLevel = z.infer<typeof userLevel>;

/** Spec 000 §3 "User information". */
export const userInformation = z
  .object({
    id: z.string(),
    /** `anonymous` when the user has no name yet; the client shows a localized label. */
    displayName: z.string(),
    officialFirstName: z.nullable(z.string()),
    officialLastName: z.nullable(z.string()),
    username: z.nullable(z.string()),
    language,
    currency: userCurrency,
    level: userLevel,
    region: z.string(),
    sessionId: z.string(),
    signupDate: isoDateTime,
    profileUrl: z.nullable(z.string()),
    intercomHmac: z.string(),
    phoneNumbers: z.array(z.object({ number: z.string(), primary: z.boolean() })),
    emails: z.array(z.object({ address: z.string(), primary: z.boolean() })),
  })
  .register(z.globalRegistry, { id: 'UserInformation' });
export type UserInformation = z.infer<typeof userInformation>;

/** A session ends this many days after its login, however often it is used. */
export const SESSION_MAX_AGE_DAYS = 30;
/** A session left unused this many days ends. */
export const SESSION_IDLE_DAYS = 7;

export const session = z
  .object({
    id: z.string(),
    current: z.boolean(),
    platform: z.nullable(z.string()),
    os: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    deviceInformation: z.object({
      persistentId: z.string(),
      fingerprint: z.string(),
      spec: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
    createdAt: isoDateTime,
    lastSeenAt: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'Session' });
export type Session = z.infer<typeof session>;

export const LOGIN_METHODS = ['PHONE_OTP', 'TELEGRAM'] as const;
export const loginRecord = z
  .object({
    id: z.string(),
    method: z.enum(LOGIN_METHODS),
    platform: z.nullable(z.string()),
    os: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    fingerprint: z.string(),
    date: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'LoginRecord' });

export const loginHistoryPage = z.object({
  items: z.array(loginRecord),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});

/** Spec 000 §3 delivery address. */
const trimmedText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
export const deliveryAddressFields = z.strictObject({
  title: trimmedText(64),
  province: trimmedText(64),
  city: trimmedText(64),
  address: trimmedText(500),
  recipient: trimmedText(128),
  recipientMobile: z.string().check(z.regex(/^09\d{9}$/, 'an 11-digit mobile number starting with 09')),
  postalCode: z.optional(z.nullable(z.string().check(z.regex(/^\d{10}$/, 'a 10-digit postal code')))),
});
export const deliveryAddress = z
  .object({
    id: z.string(),
    title: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    recipient: z.string(),
    recipientMobile: z.string(),
    postalCode: z.nullable(z.string()),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const tokenAmount = z.object({ token: tokenSymbol, amount: decimalString });

export const referralDetails = z
  .object({
    invitationCode: z.string(),
    invitedCount: z.int(),
    verifiedCount: z.int(),
    tradingCount: z.int(),
    /** Rewards already claimed, per token. */
    earnings: z.array(tokenAmount),
    /** Rewards waiting to be claimed, per token. */
    claimable: z.array(tokenAmount),
    inviterFeeSharePercent: z.number(),
    inviteeFeeDiscountPercent: z.number(),
  })
  .register(z.globalRegistry, { id: 'ReferralDetails' });
