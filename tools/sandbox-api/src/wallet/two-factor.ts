import { createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  DISABLE_TWO_FACTOR_AUTHENTICATION_ID,
  TWO_FACTOR_CODE_TTL_SECONDS,
  TWO_FACTOR_WITHDRAW_BLOCK_HOURS,
  type CallName,
  type TwoFactorStatus,
  type TwoFactorType,
} from '@wallet/api';
import { normalizeIranianMobile } from '@wallet/core';
import { HOUR_MS, MINUTE_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { twoFactorCodes, twoFactorMethods, userEmails, userPhones, type UserRow } from '../db/schema';
import { hmac, randomDigits, randomToken, sameHash } from '../domain/crypto';
import { sendToOutbox } from '../domain/otp';
import { ApiFailure } from '../http/failure';
import { maskPhone } from './transfers';

const CODE_LENGTH = 6;
const CODE_MAX_TRIES = 5;
const CODE_MAX_REQUESTS = 5;
const CODE_REQUEST_WINDOW_MS = 10 * MINUTE_MS;
const TOTP_STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '')) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new RangeError('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 time-based code (HMAC-SHA1, 30 s steps, 6 digits), as authenticator apps show it. */
export function totp(secretBase32: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / TOTP_STEP_SECONDS)));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0');
}

/** The code matches the step now or the one before or after, as authenticator clocks drift. */
function isTotpValid(secret: string, code: string, atMs: number): boolean {
  return [-1, 0, 1].some((step) => totp(secret, atMs + step * TOTP_STEP_SECONDS * 1000) === code);
}

const maskEmail = (address: string) => {
  const [name = '', domain = ''] = address.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

const maskDestination = (type: TwoFactorType, destination: string | null) =>
  destination === null ? null : type === 'SMS' ? maskPhone(destination) : maskEmail(destination);

async function enabledMethods(db: Db, userId: number) {
  return db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), isNotNull(twoFactorMethods.enabledAt)));
}

/** Until when withdrawals wait after a method was turned on (24 h, spec 000 §4), or null. */
export async function twoFactorBlockUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ last: sql<Date | string | null>`max(${twoFactorMethods.enabledAt})` })
    .from(twoFactorMethods)
    .where(eq(twoFactorMethods.userId, userId));
  if (!row?.last) return null;
  const until = new Date(new Date(row.last).getTime() + TWO_FACTOR_WITHDRAW_BLOCK_HOURS * HOUR_MS);
  return until > now ? until : null;
}

export async function isTwoFactorOn(db: Db, userId: number): Promise<boolean> {
  return (await enabledMethods(db, userId)).length > 0;
}

export async function twoFactorStatus(sb: Sandbox, db: Db, userId: number): Promise<TwoFactorStatus> {
  const methods = await enabledMethods(db, userId);
  const blockedUntil = await twoFactorBlockUntil(db, userId, sb.clock.now());
  return {
    methods: methods.map((method) => ({
      type: method.type,
      destination: maskDestination(method.type, method.destination),
      enabledAt: method.enabledAt!.toISOString(),
    })),
    withdrawBlockedUntil: blockedUntil?.toISOString() ?? null,
  };
}

const codeHash = (sb: Sandbox, userId: number, authenticationId: string, code: string) =>
  hmac(sb.secret, `2fa:${userId}:${authenticationId}:${code}`);

/** Sends a code for one authenticationId by SMS or e-mail; at most CODE_MAX_REQUESTS per window. */
async function sendCode(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  type: 'SMS' | 'EMAIL',
  destination: string,
  authenticationId: string,
): Promise<{ expiresAt: Date }> {
  const now = sb.clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, user.id),
        eq(twoFactorCodes.authenticationId, authenticationId),
        gt(twoFactorCodes.createdAt, new Date(now.getTime() - CODE_REQUEST_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= CODE_MAX_REQUESTS) throw new ApiFailure(429, 'TOO_MANY_OTP_REQUESTS');
  const code = randomDigits(CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CODE_TTL_SECONDS * 1000);
  await db.insert(twoFactorCodes).values({
    userId: user.id,
    authenticationId,
    type,
    codeHash: codeHash(sb, user.id, authenticationId, code),
    attempts: 0,
    createdAt: now,
    expiresAt,
  });
  const text =
    user.language === 'fa' ? `کد تأیید دومرحله‌ای کیف پول: ${code}` : `Your wallet two-factor code: ${code}`;
  await sendToOutbox(sb, db, { channel: type, recipient: destination, text, code, at: now });
  return { expiresAt };
}

/**
 * Checks a code sent for `authenticationId`: the newest unexpired one, tried at most CODE_MAX_TRIES times.
 * The try is counted in its own statement, so it must not run inside a transaction a wrong code rolls back.
 * A code stays good for its authenticationId until it expires, so a retried request passes again.
 */
async function checkSentCode(
  sb: Sandbox,
  db: Db,
  userId: number,
  authenticationId: string,
  code: string,
): Promise<boolean> {
  const now = sb.clock.now();
  const [latest] = await db
    .select()
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.authenticationId, authenticationId),
        gt(twoFactorCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(twoFactorCodes.id))
    .limit(1);
  if (!latest) return false;
  if (latest.attempts >= CODE_MAX_TRIES) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');
  if (sameHash(latest.codeHash, codeHash(sb, userId, authenticationId, code))) return true;
  await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(eq(twoFactorCodes.id, latest.id));
  return false;
}

/** Which authenticationId a protected call's SMS or e-mail code is requested for. */
export function twoFactorAuthenticationId(
  call: CallName,
  input: { params: Record<string, unknown> },
): string {
  if (call === 'runExpressTask') return String(input.params.taskId);
  if (call === 'disableTwoFactor') return DISABLE_TWO_FACTOR_AUTHENTICATION_ID;
  throw new Error(`No authenticationId for ${call}`);
}

/**
 * Spec 001 §7: a protected call of a user with two-factor on needs X-2FA-AUTH: the authenticator app's code,
 * or an SMS or e-mail code sent for this authenticationId. Without it TWO_FACTOR_REQUIRED; a wrong one
 * WRONG_TWO_FACTOR_CODE.
 */
export async function checkTwoFactor(
  sb: Sandbox,
  user: UserRow,
  authenticationId: string,
  header: string | undefined,
): Promise<void> {
  const methods = await enabledMethods(sb.db, user.id);
  if (methods.length === 0) return;
  const code = header?.trim() ?? '';
  if (code === '') throw new ApiFailure(400, 'TWO_FACTOR_REQUIRED');
  if (!/^\d{6}$/.test(code)) throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
  const app = methods.find((method) => method.type === 'GOOGLE_AUTH');
  if (app?.secret && isTotpValid(app.secret, code, sb.clock.nowMs())) return;
  if (await checkSentCode(sb, sb.db, user.id, authenticationId, code)) return;
  throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
}

async function startSetup(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  type: TwoFactorType,
  values: { destination: string | null; secret: string | null },
): Promise<string> {
  const [current] = await db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, user.id), eq(twoFactorMethods.type, type)));
  if (current?.enabledAt) throw new ApiFailure(409, 'TWO_FACTOR_ALREADY_ENABLED');
  const authenticationId = `SETUP_${type}_${randomToken(12)}`;
  const row = { ...values, authenticationId, createdAt: sb.clock.now(), enabledAt: null };
  await db
    .insert(twoFactorMethods)
    .values({ userId: user.id, type, ...row })
    .onConflictDoUpdate({ target: [twoFactorMethods.userId, twoFactorMethods.type], set: row });
  return authenticationId;
}

export async function setUpSms(sb: Sandbox, db: Db, user: UserRow, phone: string) {
  const number = normalizeIranianMobile(phone);
  if (!number) throw new ApiFailure(400, 'INVALID_PHONE_NUMBER');
  const [own] = await db
    .select()
    .from(userPhones)
    .where(and(eq(userPhones.userId, user.id), eq(userPhones.number, number)));
  if (!own) throw new ApiFailure(404, 'PHONE_NUMBER_NOT_FOUND');
  const authenticationId = await startSetup(sb, db, user, 'SMS', { destination: number, secret: null });
  const { expiresAt } = await sendCode(sb, db, user, 'SMS', number, authenticationId);
  return { authenticationId, expiresAt: expiresAt.toISOString() };
}

export async function setUpEmail(sb: Sandbox, db: Db, user: UserRow, address: string) {
  const email = address.toLowerCase();
  const [own] = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.userId, user.id), eq(userEmails.address, email)));
  if (!own) throw new ApiFailure(404, 'EMAIL_NOT_FOUND');
  const authenticationId = await startSetup(sb, db, user, 'EMAIL', { destination: email, secret: null });
  const { expiresAt } = await sendCode(sb, db, user, 'EMAIL', email, authenticationId);
  return { authenticationId, expiresAt: expiresAt.toISOString() };
}

export async function setUpGoogleAuth(sb: Sandbox, db: Db, user: UserRow) {
  const secret = base32Encode(randomBytes(20));
  await startSetup(sb, db, user, 'GOOGLE_AUTH', { destination: null, secret });
  const label = encodeURIComponent(`Wallet:${user.username ?? user.id}`);
  return { activationCode: secret, otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=Wallet` };
}

async function pendingMethod(db: Db, userId: number, type: TwoFactorType) {
  const [row] = await db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), eq(twoFactorMethods.type, type)));
  if (row?.enabledAt) throw new ApiFailure(409, 'TWO_FACTOR_ALREADY_ENABLED');
  if (!row) throw new ApiFailure(404, 'TWO_FACTOR_SETUP_NOT_FOUND');
  return row;
}

async function enable(sb: Sandbox, db: Db, userId: number, type: TwoFactorType) {
  await db
    .update(twoFactorMethods)
    .set({ enabledAt: sb.clock.now() })
    .where(and(eq(twoFactorMethods.userId, userId), eq(twoFactorMethods.type, type)));
}

export async function verifyGoogleAuth(sb: Sandbox, db: Db, user: UserRow, code: string) {
  const row = await pendingMethod(db, user.id, 'GOOGLE_AUTH');
  if (!row.secret || !isTotpValid(row.secret, code, sb.clock.nowMs())) {
    throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
  }
  await enable(sb, db, user.id, 'GOOGLE_AUTH');
  return twoFactorStatus(sb, db, user.id);
}

export async function verifySetup(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: { codes: Partial<Record<'SMS' | 'EMAIL', string>>; authenticationId: string },
) {
  const types = Object.keys(request.codes) as ('SMS' | 'EMAIL')[];
  if (types.length === 0) throw new ApiFailure(400, 'BAD_INPUT_VALUES');
  for (const type of types) {
    const row = await pendingMethod(db, user.id, type);
    if (row.authenticationId !== request.authenticationId)
      throw new ApiFailure(404, 'TWO_FACTOR_SETUP_NOT_FOUND');
    const isRight = await checkSentCode(sb, db, user.id, request.authenticationId, request.codes[type]!);
    if (!isRight) throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
  }
  for (const type of types) await enable(sb, db, user.id, type);
  return twoFactorStatus(sb, db, user.id);
}

export async function sendActionCode(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  type: TwoFactorType,
  authenticationId: string,
) {
  const [method] = (await enabledMethods(db, user.id)).filter((row) => row.type === type);
  if (!method) throw new ApiFailure(400, 'TWO_FACTOR_NOT_ENABLED');
  if (type === 'GOOGLE_AUTH' || !method.destination) throw new ApiFailure(400, 'BAD_INPUT_VALUES');
  const { expiresAt } = await sendCode(sb, db, user, type, method.destination, authenticationId);
  return { sentTo: maskDestination(type, method.destination)!, expiresAt: expiresAt.toISOString() };
}

export async function disableMethod(sb: Sandbox, db: Db, user: UserRow, type: TwoFactorType) {
  const [method] = (await enabledMethods(db, user.id)).filter((row) => row.type === type);
  if (!method) throw new ApiFailure(400, 'TWO_FACTOR_NOT_ENABLED');
  await db
    .delete(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, user.id), eq(twoFactorMethods.type, type)));
  return twoFactorStatus(sb, db, user.id);
}
