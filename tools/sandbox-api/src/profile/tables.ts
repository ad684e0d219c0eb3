import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language, UserCurrency, UserLevel } from '@wallet/api';
import { id, ref, at, amount } from '../db/columns';

// Users, their contacts and delivery addresses, e-mail links, gift cards and referral rewards.

export const users = pgTable('users', {
  id: id(),
  displayName: text('display_name').notNull(),
  officialFirstName: text('official_first_name'),
  officialLastName: text('official_last_name'),
  username: text('username'),
  language: text('language').$type<Language>().notNull(),
  currency: text('currency').$type<UserCurrency>().notNull(),
  level: text('level').$type<UserLevel>().notNull(),
  region: text('region').notNull(),
  profileUrl: text('profile_url'),
  referralCode: text('referral_code').notNull(),
  referrerId: ref('referrer_id'),
  referrerSource: text('referrer_source'),
  utmCampaign: text('utm_campaign'),
  utmRecordedAt: at('utm_recorded_at'),
  kycFailureReason: text('kyc_failure_reason'),
  kycFailedAt: at('kyc_failed_at'),
  telegramId: ref('telegram_id'),
  telegramLoggedOut: boolean('telegram_logged_out').notNull(),
  signupDate: at('signup_date').notNull(),
  accountLockedUntil: at('account_locked_until'),
  twoFactorChangedAt: at('two_factor_changed_at'),
});
export type UserRow = typeof users.$inferSelect;

export const userPhones = pgTable('user_phones', {
  id: id(),
  userId: ref('user_id').notNull(),
  number: text('number').notNull(),
  isPrimary: boolean('is_primary').notNull(),
  createdAt: at('created_at').notNull(),
});

export const userEmails = pgTable('user_emails', {
  id: id(),
  userId: ref('user_id').notNull(),
  address: text('address').notNull(),
  isPrimary: boolean('is_primary').notNull(),
  createdAt: at('created_at').notNull(),
});

export const actionLinks = pgTable('action_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ref('user_id').notNull(),
  action: text('action').$type<'EMAIL_VERIFIED'>().notNull(),
  payload: jsonb('payload').$type<{ email: string }>().notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const deliveryAddresses = pgTable('delivery_addresses', {
  id: id(),
  userId: ref('user_id').notNull(),
  title: text('title').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  recipient: text('recipient').notNull(),
  recipientMobile: text('recipient_mobile').notNull(),
  postalCode: text('postal_code'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const giftCards = pgTable('gift_cards', {
  code: text('code').primaryKey(),
  token: text('token').notNull(),
  amount: amount('amount').notNull(),
  claimedBy: ref('claimed_by'),
  claimedAt: at('claimed_at'),
  entryId: ref('entry_id'),
  /** A refunded card's code: void, it can no longer be claimed. */
  voidedAt: at('voided_at'),
});

export const referralRewards = pgTable('referral_rewards', {
  id: id(),
  userId: ref('user_id').notNull(),
  refereeId: ref('referee_id'),
  token: text('token').notNull(),
  amount: amount('amount').notNull(),
  createdAt: at('created_at').notNull(),
  claimedEntryId: ref('claimed_entry_id'),
});
