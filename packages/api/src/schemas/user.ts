import { z } from 'zod';
import { decimalString, isoDateTime, language, tokenSymbol, userCurrency } from './primitives';

export const USER_LEVELS = ['LEVEL_0', 'LEVEL_1_GLOBAL', 'LEVEL_1_IR', 'LEVEL_2_IR', 'SIGNUP'] as const;
export const userLevel = z.enum(USER_LEVELS);
export type UserLevel = z.infer<typeof userLevel>;

/** Spec 000 §3 "User information". */
export const userInformation = z
  .object({
    id: z.string(),
    /** `anonymous` when the user has no name yet; the client shows a localized label. */
    displayName: z.string(),
    officialFirstName: z.string().nullable(),
    officialLastName: z.string().nullable(),
    username: z.string().nullable(),
    language,
    currency: userCurrency,
    level: userLevel,
    region: z.string(),
    sessionId: z.string(),
    signupDate: isoDateTime,
    profileUrl: z.string().nullable(),
    intercomHmac: z.string(),
    phoneNumbers: z.array(z.object({ number: z.string(), primary: z.boolean() })),
    emails: z.array(z.object({ address: z.string(), primary: z.boolean() })),
  })
  .meta({ id: 'UserInformation' });
export type UserInformation = z.infer<typeof userInformation>;

/** A session ends this many days after its login, however often it is used. */
export const SESSION_MAX_AGE_DAYS = 30;
/** A session left unused this many days ends. */
export const SESSION_IDLE_DAYS = 7;

export const session = z
  .object({
    id: z.string(),
    current: z.boolean(),
    platform: z.string().nullable(),
    os: z.string().nullable(),
    ip: z.string().nullable(),
    deviceInformation: z.object({
      persistentId: z.string(),
      fingerprint: z.string(),
      spec: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
    createdAt: isoDateTime,
    lastSeenAt: isoDateTime,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof session>;

export const LOGIN_METHODS = ['PHONE_OTP', 'TELEGRAM'] as const;
export const loginRecord = z
  .object({
    id: z.string(),
    method: z.enum(LOGIN_METHODS),
    platform: z.string().nullable(),
    os: z.string().nullable(),
    ip: z.string().nullable(),
    fingerprint: z.string(),
    date: isoDateTime,
  })
  .meta({ id: 'LoginRecord' });

export const loginHistoryPage = z.object({
  items: z.array(loginRecord),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/** Spec 000 §3 delivery address. */
export const deliveryAddressFields = z
  .object({
    title: z.string().trim().min(1).max(64),
    province: z.string().trim().min(1).max(64),
    city: z.string().trim().min(1).max(64),
    address: z.string().trim().min(1).max(500),
    recipient: z.string().trim().min(1).max(128),
    recipientMobile: z.string().regex(/^09\d{9}$/, 'an 11-digit mobile number starting with 09'),
    postalCode: z
      .string()
      .regex(/^\d{10}$/, 'a 10-digit postal code')
      .nullable()
      .optional(),
  })
  .strict();
export const deliveryAddress = z
  .object({
    id: z.string(),
    title: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    recipient: z.string(),
    recipientMobile: z.string(),
    postalCode: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const tokenAmount = z.object({ token: tokenSymbol, amount: decimalString });

export const referralDetails = z
  .object({
    invitationCode: z.string(),
    invitedCount: z.number().int(),
    verifiedCount: z.number().int(),
    tradingCount: z.number().int(),
    /** Rewards already claimed, per token. */
    earnings: z.array(tokenAmount),
    /** Rewards waiting to be claimed, per token. */
    claimable: z.array(tokenAmount),
    inviterFeeSharePercent: z.number(),
    inviteeFeeDiscountPercent: z.number(),
  })
  .meta({ id: 'ReferralDetails' });
