import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  AlertCondition,
  ExpressTaskKind,
  TwoFactorType,
  ChartCurrency,
  CoinConfig,
  CreditReason,
  DeviceInformation,
  Language,
  TransactionChannel,
  TransactionStatus,
  TransactionType,
  UserCurrency,
  UserLevel,
} from '@wallet/api';

/** Tables as migrations/*.sql create them; a test checks that both agree. */
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const coins = pgTable('coins', {
  token: text('token').primaryKey(),
  position: integer('position').notNull(),
  config: jsonb('config').$type<CoinConfig>().notNull(),
  basePriceUsd: amount('base_price_usd').notNull(),
  dailyVolatility: doublePrecision('daily_volatility').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

export const banners = pgTable('banners', {
  id: id(),
  position: integer('position').notNull(),
  src: text('src').notNull(),
  name: text('name').notNull(),
  link: text('link'),
  linkTarget: text('link_target'),
});

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

export const otpCodes = pgTable('otp_codes', {
  id: id(),
  purpose: text('purpose').$type<'LOGIN' | 'NEW_PHONE' | 'EMAIL' | 'TWO_FACTOR'>().notNull(),
  destination: text('destination').notNull(),
  userId: ref('user_id'),
  /** What a two-factor code opens: its authenticationId. */
  subject: text('subject'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
  recipient: text('recipient').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  createdAt: at('created_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: id(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  loginMethod: text('login_method').$type<'PHONE_OTP' | 'TELEGRAM'>().notNull(),
  deviceInformation: jsonb('device_information').$type<DeviceInformation>().notNull(),
  platform: text('platform'),
  os: text('os'),
  ip: text('ip'),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  revokedAt: at('revoked_at'),
});
export type SessionRow = typeof sessions.$inferSelect;

export const loginHistory = pgTable('login_history', {
  id: id(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id').notNull(),
  method: text('method').$type<'PHONE_OTP' | 'TELEGRAM'>().notNull(),
  platform: text('platform'),
  os: text('os'),
  ip: text('ip'),
  fingerprint: text('fingerprint').notNull(),
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

export const watchList = pgTable(
  'watch_list',
  {
    userId: ref('user_id').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.token] })],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const fcmTokens = pgTable('fcm_tokens', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  version: text('version').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const gaClientIds = pgTable('ga_client_ids', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  clientId: text('client_id').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const attributions = pgTable('attributions', {
  userId: ref('user_id').primaryKey(),
  attribution: jsonb('attribution').$type<Record<string, string | null>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const leads = pgTable('leads', {
  id: id(),
  userId: ref('user_id').notNull(),
  campaign: text('campaign').notNull(),
  type: text('type').notNull(),
  data: text('data').notNull(),
  createdAt: at('created_at').notNull(),
});

export const utmCampaigns = pgTable('utm_campaigns', {
  code: text('code').primaryKey(),
  source: text('source').notNull(),
  medium: text('medium').notNull(),
  campaign: text('campaign').notNull(),
  isActive: boolean('is_active').notNull(),
});

export const feedback = pgTable('feedback', {
  id: id(),
  userId: ref('user_id').notNull(),
  score: integer('score').notNull(),
  caption: text('caption').notNull(),
  medias: jsonb('medias').$type<string[]>().notNull(),
  createdAt: at('created_at').notNull(),
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

export const feeFreeCampaigns = pgTable('fee_free_campaigns', {
  id: id(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  volumePerUserUsd: amount('volume_per_user_usd').notNull(),
});

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id(),
  userId: ref('user_id'),
  systemName: text('system_name'),
  token: text('token').notNull(),
  balance: amount('balance').notNull(),
  allowNegative: boolean('allow_negative').notNull(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: id(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  userId: ref('user_id'),
  createdAt: at('created_at').notNull(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: id(),
  entryId: ref('entry_id').notNull(),
  accountId: ref('account_id').notNull(),
  amount: amount('amount').notNull(),
  createdAt: at('created_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ref('user_id').notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const giftCards = pgTable('gift_cards', {
  code: text('code').primaryKey(),
  token: text('token').notNull(),
  amount: amount('amount').notNull(),
  claimedBy: ref('claimed_by'),
  claimedAt: at('claimed_at'),
  entryId: ref('entry_id'),
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

export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const priceMoves = pgTable('price_moves', {
  id: id(),
  token: text('token').notNull(),
  at: at('at').notNull(),
  factor: doublePrecision('factor').notNull(),
});

export const priceAlerts = pgTable('price_alerts', {
  id: id(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  condition: text('condition').$type<AlertCondition>().notNull(),
  price: amount('price').notNull(),
  currency: text('currency').$type<ChartCurrency>().notNull(),
  status: text('status').$type<'ACTIVE' | 'TRIGGERED'>().notNull(),
  createdAt: at('created_at').notNull(),
  triggeredAt: at('triggered_at'),
  triggeredPrice: amount('triggered_price'),
});
export type PriceAlertRow = typeof priceAlerts.$inferSelect;

export const notifications = pgTable('notifications', {
  id: id(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<'PRICE_ALERT'>().notNull(),
  alertId: ref('alert_id'),
  createdAt: at('created_at').notNull(),
  readAt: at('read_at'),
});

export const transactions = pgTable('transactions', {
  id: id(),
  userId: ref('user_id').notNull(),
  type: text('type').$type<TransactionType>().notNull(),
  channel: text('channel').$type<TransactionChannel>().notNull(),
  creditReason: text('credit_reason').$type<CreditReason>(),
  token: text('token').notNull(),
  status: text('status').$type<TransactionStatus>().notNull(),
  hash: text('hash'),
  uniqueId: text('unique_id').notNull(),
  refId: text('ref_id'),
  network: text('network'),
  senderAddress: text('sender_address'),
  receiverAddress: text('receiver_address'),
  memo: text('memo'),
  amount: amount('amount').notNull(),
  fee: amount('fee').notNull(),
  receivedAmount: amount('received_amount').notNull(),
  balanceAfter: amount('balance_after'),
  supportCode: text('support_code').notNull(),
  counterparty: text('counterparty'),
  counterpartyUserId: ref('counterparty_user_id'),
  confirmationsSeen: integer('confirmations_seen'),
  confirmationsRequired: integer('confirmations_required'),
  entryId: ref('entry_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  usdValue: amount('usd_value'),
});
export type TransactionRow = typeof transactions.$inferSelect;

export const depositAddresses = pgTable('deposit_addresses', {
  id: id(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  memo: text('memo'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at'),
});
export type DepositAddressRow = typeof depositAddresses.$inferSelect;

export const addressBook = pgTable('address_book', {
  id: id(),
  userId: ref('user_id').notNull(),
  name: text('name').notNull(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  memo: text('memo'),
  comment: text('comment'),
  createdAt: at('created_at').notNull(),
});
export type AddressBookRow = typeof addressBook.$inferSelect;

export const fiatDeposits = pgTable('fiat_deposits', {
  id: id(),
  userId: ref('user_id').notNull(),
  amount: amount('amount').notNull(),
  entryId: ref('entry_id').notNull(),
  createdAt: at('created_at').notNull(),
});

export const expressTasks = pgTable('express_tasks', {
  id: text('id').primaryKey(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<ExpressTaskKind>().notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  ranAt: at('ran_at'),
  transactionId: ref('transaction_id'),
});
export type ExpressTaskRow = typeof expressTasks.$inferSelect;

export const twoFactorMethods = pgTable(
  'two_factor_methods',
  {
    userId: ref('user_id').notNull(),
    type: text('type').$type<TwoFactorType>().notNull(),
    destination: text('destination'),
    secret: text('secret'),
    authenticationId: text('authentication_id'),
    createdAt: at('created_at').notNull(),
    enabledAt: at('enabled_at'),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
export type TwoFactorMethodRow = typeof twoFactorMethods.$inferSelect;

export const attempts = pgTable('attempts', {
  id: id(),
  userId: ref('user_id').notNull(),
  scope: text('scope').notNull(),
  counted: boolean('counted').notNull(),
  createdAt: at('created_at').notNull(),
});
