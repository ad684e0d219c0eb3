import { z } from 'zod';
import { decimalString, deviceInformation, isoDateTime, tokenSymbol } from './primitives';

// Ad cheques (spec 000 §3 "Ad cheque"; 001 §7; SHOP-07, SHOP-08): a pot of one token that pays each new user who
// solves its captcha the activation prize, whoever referred them the first-layer prize and that person's referrer
// the second-layer prize.

/** A decimal string with its own meaning in the OpenAPI document (a copy: the shared schema keeps its own). */
const amountOf = (description: string) =>
  decimalString.clone().register(z.globalRegistry, { description, example: '12.5' });

/** The pictures a cheque is shown with (designed here: the spec names none; the campaigns of spec 000 §2). */
export const AD_CHEQUE_DESIGNS = ['DEFAULT', 'NOWRUZ', 'YALDA'] as const;
export const adChequeDesign = z.enum(AD_CHEQUE_DESIGNS);
export type AdChequeDesign = z.infer<typeof adChequeDesign>;

/**
 * A cheque's life (designed here): PENDING until its AD_CHEQUE invoice is PAID, then ACTIVE while its pot pays
 * claims; FINISHED once what is left cannot pay a whole claim (a top-up may make it ACTIVE again); DELETED by its
 * creator, or EXPIRED at AD_CHEQUE_LIFETIME_DAYS, both with what was left returned to the creator.
 */
export const AD_CHEQUE_STATUSES = ['PENDING', 'ACTIVE', 'FINISHED', 'DELETED', 'EXPIRED'] as const;
export const adChequeStatus = z.enum(AD_CHEQUE_STATUSES);
export type AdChequeStatus = z.infer<typeof adChequeStatus>;

/** The longest message a cheque carries, in characters (designed here). */
export const AD_CHEQUE_MESSAGE_MAX_LENGTH = 200;
/** The most activation prizes one cheque may hold (designed here): totalPrize / activationPrize at most this. */
export const AD_CHEQUE_MAX_CLAIMS = 100_000;
/**
 * How long an ACTIVE cheque pays claims, counted from its activation (designed here: the spec names no time). At
 * its end whatever is left in the cheque's pot goes back to the creator and the cheque is EXPIRED.
 */
export const AD_CHEQUE_LIFETIME_DAYS = 30;
/** How long a captcha may be answered (designed here). */
export const AD_CHEQUE_CAPTCHA_MINUTES = 5;
/** Wrong captcha answers a user may give in a window, over every cheque (designed here). */
export const AD_CHEQUE_CAPTCHA_GUESS_LIMIT = {
  scope: 'AD_CHEQUE_CAPTCHA',
  max: 5,
  windowSeconds: 600,
  counts: ['CAPTCHA_WRONG'],
  refusal: 'TOO_MANY_REQUESTS',
} as const;

/** An amount as the user typed it: Persian, Arabic or Latin digits; the server reads it with the token's decimals. */
const typedAmount = z.string().min(1).max(40);
/** A cheque's id, as the list and the create call give it. */
export const adChequeId = z.string().regex(/^\d{1,18}$/, 'a cheque id');

export const createAdChequeRequest = z
  .object({
    token: tokenSymbol,
    totalPrize: typedAmount,
    activationPrize: typedAmount,
    firstLayerReferralPrize: typedAmount,
    secondLayerReferralPrize: typedAmount,
    message: z.string().max(AD_CHEQUE_MESSAGE_MAX_LENGTH).optional(),
    design: adChequeDesign.optional(),
  })
  .strict();
export type CreateAdChequeRequest = z.infer<typeof createAdChequeRequest>;

/** Spec 000 §3 Ad cheque, with its life and its pot. */
export const adCheque = z
  .object({
    id: adChequeId,
    /** The creator's user id: a claim with this referredById pays no referral prize. */
    creatorId: z.string().describe('The creator’s user id: as referredById it pays no referral prize'),
    token: tokenSymbol,
    /** Everything put in the pot: the first payment and every top-up. */
    totalPrize: amountOf('Everything put in the pot: the first payment and every top-up'),
    activationPrize: amountOf('What each claimer gets'),
    firstLayerReferralPrize: amountOf('What the claimer’s referrer gets (a claimer of this cheque)'),
    secondLayerReferralPrize: amountOf('What the referrer’s own referrer for this cheque gets'),
    message: z.string().nullable(),
    design: adChequeDesign,
    status: adChequeStatus,
    /** What the pot holds now (0 once DELETED or EXPIRED: the rest went back to the creator). */
    left: amountOf('What the pot holds now (0 once DELETED or EXPIRED)'),
    createdAt: isoDateTime,
    activatedAt: z.nullable(isoDateTime),
    /** When an ACTIVE cheque stops and its rest goes back: activatedAt plus AD_CHEQUE_LIFETIME_DAYS. */
    expiresAt: z.nullable(isoDateTime),
    /** Whether the caller has claimed it. */
    isClaimed: z.boolean().describe('Whether the caller has claimed it'),
  })
  .meta({ id: 'AdCheque' });
export type AdCheque = z.infer<typeof adCheque>;

export const adChequeStats = z
  .object({
    id: adChequeId,
    token: tokenSymbol,
    /** Users who claimed it. */
    claims: z.number().int().min(0).describe('Users who claimed it'),
    /** Referral prizes paid, both layers. */
    referrals: z.number().int().min(0).describe('Referral prizes paid, both layers'),
    /** Everything the pot paid: activation and referral prizes. */
    paidOut: decimalString,
    activationPaid: decimalString,
    referralPaid: decimalString,
    /** What the pot holds now. */
    left: decimalString,
    /** What went back to the creator (on delete or expiry). */
    returned: decimalString,
  })
  .meta({ id: 'AdChequeStats' });
export type AdChequeStats = z.infer<typeof adChequeStats>;

export const adChequeTopUpRequest = z.object({ amount: typedAmount }).strict();

/** The answer to a delete: the cheque as it is now and exactly what went back to the creator. */
export const deletedAdCheque = z.object({ cheque: adCheque, returned: decimalString });

/** Who referred the claimer: a user id (a claimer of this cheque or its creator), or null for nobody. */
const referredById = z
  .string()
  .regex(/^\d{1,18}$/, 'a user id')
  .nullable()
  .describe(
    'Who shared the link: a claimer of this cheque (pays referral prizes), its creator or null (none)',
  );

export const adChequeCaptchaRequest = z
  .object({ referredById, chequeId: adChequeId, deviceInformation })
  .strict();

export const adChequeCaptcha = z.object({
  captchaId: z.string(),
  /** The picture to solve, as an SVG data URL (data:image/svg+xml;base64,…). */
  image: z.string().describe('The picture to solve, as an SVG data URL'),
  expiresAt: isoDateTime,
});

export const adChequeCaptchaVerify = z
  .object({
    referredById,
    chequeId: adChequeId,
    /** `{captchaId}.{answer}`: the captcha's id, a dot, and the characters the user read in the picture. */
    captchaToken: z.string().min(3).max(120).describe('{captchaId}.{answer}: the answer read in the picture'),
    deviceInformation,
  })
  .strict();

/** A claim: what the claimer got, and the referral prizes paid with it in the same ledger entry. */
export const adChequeClaim = z.object({
  chequeId: adChequeId,
  token: tokenSymbol,
  amount: decimalString,
  firstLayerReferralPaid: decimalString,
  secondLayerReferralPaid: decimalString,
  transactionId: z.string(),
});
export type AdChequeClaim = z.infer<typeof adChequeClaim>;

/**
 * A message the bot prepared for the caller to send into a chat they pick (Telegram's savePreparedInlineMessage,
 * sent by the mini-app's shareMessage): the same message the bot's inline mode posts. Giveaways share the shape.
 */
export const preparedMessage = z
  .object({
    preparedMessageId: z.string().min(1).describe('The id shareMessage takes'),
    /** When Telegram forgets it: ask for a new one after that. */
    expiresAt: isoDateTime,
  })
  .meta({ id: 'PreparedMessage' });
export type PreparedMessage = z.infer<typeof preparedMessage>;
