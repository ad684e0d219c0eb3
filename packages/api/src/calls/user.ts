import { z } from 'zod';
import { defineCall } from '../define';
import {
  deviceInformation,
  emptyObject,
  isoDateTime,
  language,
  phoneNumberInput,
  region,
  tokenSymbol,
  userCurrency,
  decimalString,
} from '../schemas/primitives';
import { deliveryAddress, deliveryAddressFields, referralDetails, userInformation } from '../schemas/user';
import { otpCode, otpSent } from './auth';

const TAGS = ['User and profile'] as const;
const email = z.email().max(254);
const addressId = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const userCalls = {
  whoami: defineCall({
    method: 'GET',
    path: '/v1/user/whoami',
    summary: 'The logged-in user',
    auth: 'user',
    tags: TAGS,
    response: userInformation,
  }),
  updateUser: defineCall({
    method: 'PATCH',
    path: '/v1/user',
    summary: 'Change the language or the display currency',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({ language: z.optional(language), currency: z.optional(userCurrency) })
      .strict()
      .refine(
        (b) => b.language !== undefined || b.currency !== undefined,
        'language or currency is required',
      ),
    response: userInformation,
  }),
  requestNewPhoneOtp: defineCall({
    method: 'POST',
    path: '/v1/user/new-phone/otp',
    summary: 'Send a code to a phone number the user wants to add',
    auth: 'user',
    tags: TAGS,
    body: z.object({ region, number: phoneNumberInput, deviceInformation }).strict(),
    response: otpSent,
  }),
  verifyNewPhoneOtp: defineCall({
    method: 'POST',
    path: '/v1/user/new-phone/otp/verify',
    summary: 'Add the phone number once its code is verified',
    auth: 'user',
    tags: TAGS,
    body: z.object({ region, number: phoneNumberInput, code: otpCode, deviceInformation }).strict(),
    response: userInformation,
  }),
  confirmPhoneWithTelegramContact: defineCall({
    method: 'POST',
    path: '/v1/user/new-phone/telegram-contact',
    summary:
      "Add the phone number the user shared from Telegram (requestContact), proven by Telegram's signature: " +
      'the raw `contact=…&auth_date=…&hash=…` text, signed with the bot token like init data. It must be the ' +
      'contact of the Telegram account this user logged in with; a bad or foreign one is refused with ' +
      'INVALID_TELEGRAM_DATA (400), an old one with TELEGRAM_DATA_EXPIRED (400).',
    auth: 'user',
    tags: TAGS,
    body: z.object({ contact: z.string().min(1).max(4096) }).strict(),
    response: userInformation,
  }),
  requestEmailOtp: defineCall({
    method: 'POST',
    path: '/v1/user/email/otp',
    summary: 'Send a code (and a one-time verification link) to an e-mail address the user wants to add',
    auth: 'user',
    tags: TAGS,
    body: z.object({ email, deviceInformation }).strict(),
    response: otpSent,
  }),
  verifyEmailOtp: defineCall({
    method: 'POST',
    path: '/v1/user/email/otp/verify',
    summary: 'Add the e-mail address once its code is verified',
    auth: 'user',
    tags: TAGS,
    body: z.object({ email, code: otpCode, deviceInformation }).strict(),
    response: userInformation,
  }),
  setPrimaryNumber: defineCall({
    method: 'PATCH',
    path: '/v1/user/number/primary',
    summary: "Make one of the user's phone numbers primary",
    auth: 'user',
    tags: TAGS,
    body: z.object({ number: phoneNumberInput, deviceInformation }).strict(),
    response: userInformation,
  }),
  setPrimaryEmail: defineCall({
    method: 'PATCH',
    path: '/v1/user/email/primary',
    summary: "Make one of the user's e-mail addresses primary",
    auth: 'user',
    tags: TAGS,
    body: z.object({ email, deviceInformation }).strict(),
    response: userInformation,
  }),
  deletePhone: defineCall({
    method: 'DELETE',
    path: '/v1/user/phone/{number}',
    summary: 'Remove a phone number that is not primary',
    auth: 'user',
    tags: TAGS,
    params: z.object({ number: phoneNumberInput }),
    response: userInformation,
  }),
  setReferrer: defineCall({
    method: 'PATCH',
    path: '/v2/user/referrer',
    summary: 'Set who invited the user (once)',
    auth: 'user',
    tags: TAGS,
    body: z.object({ code: z.string().min(1).max(32), source: z.string().min(1).max(64) }).strict(),
    response: z.object({ referrerCode: z.string(), source: z.string() }),
  }),
  setUtm: defineCall({
    method: 'PATCH',
    path: '/v1/user/utm',
    summary: 'Record the UTM campaign the user came from',
    auth: 'user',
    tags: TAGS,
    body: z.object({ campaignCode: z.string().min(1).max(64) }).strict(),
    response: z.object({ campaignCode: z.string(), recordedAt: isoDateTime }),
  }),
  personalInformationFailureReason: defineCall({
    method: 'GET',
    path: '/v1/user/personal-information/failure-reason',
    summary: 'Why the last personal-information (KYC level 1) check failed, if it did',
    auth: 'user',
    tags: TAGS,
    response: z
      .object({
        failureReason: z.string().nullable(),
        localizedMessage: z.string().nullable(),
        failedAt: z.nullable(isoDateTime),
      })
      .meta({ id: 'PersonalInformationFailureReason' }),
  }),
  redeemActionLink: defineCall({
    method: 'POST',
    path: '/v1/user/action-link/{token}',
    summary: 'Redeem a one-time link token, such as the e-mail verification link',
    auth: 'user',
    tags: TAGS,
    notInSpec: 'Spec 001 lists this call only as "POST {token}"; the path prefix is designed here.',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
    response: z.object({ action: z.enum(['EMAIL_VERIFIED']), user: userInformation }),
  }),
  claimGiftCard: defineCall({
    method: 'POST',
    path: '/v1/user/gift-card/claim',
    summary: "Claim a gift card code; its amount is credited to the user's balance",
    auth: 'user',
    tags: TAGS,
    idempotent: true,
    // Gift card codes must not be guessable by trying: at most 10 unknown codes per user an hour.
    attemptLimit: {
      scope: 'GIFT_CARD',
      max: 10,
      windowSeconds: 3600,
      counts: ['GIFT_CARD_NOT_FOUND'],
      refusal: 'TOO_MANY_REQUESTS',
    },
    body: z.object({ code: z.string().trim().min(4).max(64) }).strict(),
    response: z
      .object({ token: tokenSymbol, amount: decimalString, transactionId: z.string() })
      .meta({ id: 'GiftCardClaim' }),
  }),
  referralDetails: defineCall({
    method: 'GET',
    path: '/v1/user/referral/details',
    summary: 'Invitation code, friend counts and earnings',
    auth: 'user',
    tags: TAGS,
    response: referralDetails,
  }),
  claimReferralReward: defineCall({
    method: 'POST',
    path: '/v1/user/referral/claim-reward',
    summary: "Move every claimable referral reward to the user's balance",
    auth: 'user',
    tags: TAGS,
    idempotent: true,
    response: z
      .object({
        claimed: z.array(z.object({ token: tokenSymbol, amount: decimalString })),
        transactionId: z.string(),
      })
      .meta({ id: 'ReferralClaim' }),
  }),
  addresses: defineCall({
    method: 'GET',
    path: '/v1/user/address',
    summary: 'Delivery addresses',
    auth: 'user',
    tags: TAGS,
    response: z.array(deliveryAddress),
  }),
  createAddress: defineCall({
    method: 'POST',
    path: '/v1/user/address',
    summary: 'Add a delivery address',
    auth: 'user',
    tags: TAGS,
    body: deliveryAddressFields,
    response: deliveryAddress,
  }),
  updateAddress: defineCall({
    method: 'PUT',
    path: '/v1/user/address/{id}',
    summary: 'Replace a delivery address',
    auth: 'user',
    tags: TAGS,
    params: addressId,
    body: deliveryAddressFields,
    response: deliveryAddress,
  }),
  deleteAddress: defineCall({
    method: 'DELETE',
    path: '/v1/user/address/{id}',
    summary: 'Delete a delivery address',
    auth: 'user',
    tags: TAGS,
    params: addressId,
    response: emptyObject,
  }),
} as const;
