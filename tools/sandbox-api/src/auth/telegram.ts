import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Sandbox } from '../context';
import { ApiFailure } from '../errors';
import { DAY_MS, MINUTE_MS } from '../clock';

/** Init data older than this is refused. */
export const INIT_DATA_MAX_AGE_MS = DAY_MS;
/** How far in the future auth_date may lie: the clocks of Telegram's servers and ours differ a little. */
export const INIT_DATA_CLOCK_SKEW_MS = MINUTE_MS;
/** The contract's limit for telegramData; real init data is well under it. */
export const INIT_DATA_MAX_LENGTH = 4096;

export interface TelegramIdentity {
  id: number;
  username: string | null;
  displayName: string;
  photoUrl: string | null;
  languageCode: string | null;
}

export type InitDataCheck =
  | { ok: true; identity: TelegramIdentity }
  | { ok: false; code: 'INVALID_TELEGRAM_DATA' | 'TELEGRAM_DATA_EXPIRED'; reason: string };

/**
 * The fields of `user` the wallet reads. Every one but `id` may be absent, and Telegram adds fields over time,
 * so unknown ones are dropped rather than refused.
 */
const telegramUser = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
  photo_url: z.string().optional(),
});

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const AUTH_DATE_PATTERN = /^\d{1,12}$/;

type Refusal = Extract<InitDataCheck, { ok: false }>;
const refuse = (reason: string): Refusal => ({ ok: false, code: 'INVALID_TELEGRAM_DATA', reason });

/** HMAC-SHA256 of the sorted `key=value` lines (all but `hash`), keyed by HMAC-SHA256("WebAppData", token). */
function expectedHash(fields: Map<string, string>, botToken: string): Buffer {
  const lines = [...fields]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(lines.join('\n')).digest();
}

type SignedCheck = { ok: true; fields: Map<string, string> } | Refusal;

/**
 * Checks text Telegram signs with the bot token (init data, a shared contact) as Telegram documents it: the
 * hash over every field received (so fields not known here count when present and are not needed), then
 * auth_date against `nowMs`.
 */
function checkSigned(raw: string, botToken: string, nowMs: number): SignedCheck {
  if (raw.length > INIT_DATA_MAX_LENGTH) return refuse('too long');
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    // Two values for one key would make the signed text and the text read here differ.
    if (fields.has(key)) return refuse(`duplicate ${key}`);
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (hash === undefined) return refuse('no hash');
  if (!HASH_PATTERN.test(hash)) return refuse('malformed hash');
  if (!timingSafeEqual(Buffer.from(hash, 'hex'), expectedHash(fields, botToken)))
    return refuse('hash mismatch');

  const authDate = fields.get('auth_date');
  if (authDate === undefined || !AUTH_DATE_PATTERN.test(authDate)) return refuse('bad auth_date');
  const authDateMs = Number(authDate) * 1000;
  if (authDateMs - nowMs > INIT_DATA_CLOCK_SKEW_MS) return refuse('auth_date in the future');
  if (nowMs - authDateMs > INIT_DATA_MAX_AGE_MS)
    return { ok: false, code: 'TELEGRAM_DATA_EXPIRED', reason: 'expired' };
  return { ok: true, fields };
}

/**
 * Checks Mini App init data: the signature and auth_date (checkSigned), then the user. Pure, so every
 * refusal can be tested without a server.
 */
export function checkInitData(raw: string, botToken: string, nowMs: number): InitDataCheck {
  const signed = checkSigned(raw, botToken, nowMs);
  if (!signed.ok) return signed;
  const { fields } = signed;
  const userJson = fields.get('user');
  if (userJson === undefined) return refuse('no user');
  let userValue: unknown;
  try {
    userValue = JSON.parse(userJson);
  } catch {
    return refuse('user is not JSON');
  }
  const user = telegramUser.safeParse(userValue);
  if (!user.success) return refuse('user without a valid id');
  const { id, first_name, last_name, username, language_code, photo_url } = user.data;
  return {
    ok: true,
    identity: {
      id,
      username: username ?? null,
      displayName: [first_name, last_name].filter(Boolean).join(' ').trim() || 'anonymous',
      photoUrl: photo_url ?? null,
      languageCode: language_code ?? null,
    },
  };
}

export type SharedContactCheck = { ok: true; contact: { telegramId: number; phoneNumber: string } } | Refusal;

const sharedContact = z.object({
  user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  phone_number: z.string().min(1).max(32),
});

/**
 * Checks the contact a user shared through requestContact, as the mini-app receives it raw
 * (`contact=…&auth_date=…&hash=…`): signed like init data, with the sharer's Telegram id and number.
 */
export function checkSharedContact(raw: string, botToken: string, nowMs: number): SharedContactCheck {
  const signed = checkSigned(raw, botToken, nowMs);
  if (!signed.ok) return signed;
  const contactJson = signed.fields.get('contact');
  if (contactJson === undefined) return refuse('no contact');
  let value: unknown;
  try {
    value = JSON.parse(contactJson);
  } catch {
    return refuse('contact is not JSON');
  }
  const contact = sharedContact.safeParse(value);
  if (!contact.success) return refuse('contact without a user id and a number');
  return {
    ok: true,
    contact: { telegramId: contact.data.user_id, phoneNumber: contact.data.phone_number },
  };
}

/** The Telegram user behind init data checked with the bot token and the sandbox clock; 401 otherwise. */
export function verifyInitData(sb: Sandbox, raw: string): TelegramIdentity {
  const checked = checkInitData(raw, sb.config.botToken, sb.clock.nowMs());
  if (!checked.ok) throw new ApiFailure(401, checked.code);
  return checked.identity;
}
