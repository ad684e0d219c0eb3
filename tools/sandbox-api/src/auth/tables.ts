import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { DeviceInformation, TwoFactorType } from '@wallet/api';
import { id, ref, at } from '../db/columns';

// Codes and their outbox, sessions and logins, two-factor methods, and limited tries.

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
