import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { TWO_FACTOR_CODE_TTL_SECONDS, type TwoFactorStatus, type TwoFactorType } from '@wallet/api';
import { normalizeIranianMobile } from '@wallet/core';
import { twoFactorBlockUntil } from '../money/spend-rules';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { twoFactorMethods } from './tables';
import { userEmails, userPhones, users, type UserRow } from '../profile/tables';
import { randomToken } from '../crypto';
import { CODE_LENGTH, checkCode, issueCode } from './codes';
import { base32Encode, totpStep } from './totp';
import { ApiFailure } from '../errors';
import { maskEmail, maskPhone } from '../profile/contact-masks';

/**
 * An authenticator code opens one call: its step is recorded in one atomic update that refuses a step not
 * later than the last one used, so the same code (or an older one) cannot open a second call.
 */
async function useTotp(db: Db, userId: number, secret: string, code: string, atMs: number) {
  const step = totpStep(secret, code, atMs);
  if (step === null) return 'WRONG' as const;
  const [used] = await db
    .update(twoFactorMethods)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorMethods.userId, userId),
        eq(twoFactorMethods.type, 'GOOGLE_AUTH'),
        or(isNull(twoFactorMethods.lastUsedStep), lt(twoFactorMethods.lastUsedStep, step)),
      ),
    )
    .returning({ step: twoFactorMethods.lastUsedStep });
  return used ? ('RIGHT' as const) : ('USED' as const);
}

const maskDestination = (type: TwoFactorType, destination: string | null) =>
  destination === null ? null : type === 'SMS' ? maskPhone(destination) : maskEmail(destination);

async function enabledMethods(db: Db, userId: number) {
  return db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), isNotNull(twoFactorMethods.enabledAt)));
}

async function markTwoFactorChanged(sb: Sandbox, db: Db, userId: number) {
  await db.update(users).set({ twoFactorChangedAt: sb.clock.now() }).where(eq(users.id, userId));
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

/** Sends a code for one authenticationId by SMS or e-mail, through the code service. */
async function sendCode(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  type: 'SMS' | 'EMAIL',
  destination: string,
  authenticationId: string,
): Promise<{ expiresAt: Date }> {
  return issueCode(sb, db, {
    purpose: 'TWO_FACTOR',
    channel: type,
    destination,
    userId: user.id,
    subject: authenticationId,
    ttlMs: TWO_FACTOR_CODE_TTL_SECONDS * 1000,
    text: (code) =>
      user.language === 'fa'
        ? `کد تأیید دومرحله‌ای کیف پول: ${code}`
        : `Your wallet two-factor code: ${code}`,
  });
}

/**
 * Spec 001 §7: a protected call of a user with two-factor on needs X-2FA-AUTH: the authenticator app's code,
 * or an SMS or e-mail code sent for this authenticationId. Without it TWO_FACTOR_REQUIRED; a wrong one
 * WRONG_TWO_FACTOR_CODE; a code that already opened a call TWO_FACTOR_CODE_ALREADY_USED. The compare runs
 * inside `limitGuesses`, which counts wrong codes. Answers whether the user has two-factor on (and so a code
 * was checked). Runs outside the call's transaction: the tries it counts must stay counted when the call fails.
 */
export async function checkTwoFactor(
  sb: Sandbox,
  user: UserRow,
  authenticationId: string,
  header: string | undefined,
  limitGuesses: (compare: () => Promise<true>) => Promise<true>,
): Promise<boolean> {
  const methods = await enabledMethods(sb.db, user.id);
  if (methods.length === 0) return false;
  const code = header?.trim() ?? '';
  if (code === '') throw new ApiFailure(400, 'TWO_FACTOR_REQUIRED');
  return limitGuesses(async () => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
    const app = methods.find((method) => method.type === 'GOOGLE_AUTH');
    if (app?.secret) {
      const used = await useTotp(sb.db, user.id, app.secret, code, sb.clock.nowMs());
      if (used === 'RIGHT') return true;
      if (used === 'USED') throw new ApiFailure(400, 'TWO_FACTOR_CODE_ALREADY_USED');
    }
    const key = { purpose: 'TWO_FACTOR', userId: user.id, subject: authenticationId } as const;
    if ((await checkCode(sb, sb.db, key, code)) === 'RIGHT') return true;
    throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
  });
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
  await markTwoFactorChanged(sb, db, userId);
}

export async function verifyGoogleAuth(sb: Sandbox, db: Db, user: UserRow, code: string) {
  const row = await pendingMethod(db, user.id, 'GOOGLE_AUTH');
  // The code that turns the app on is used up like any other, so it cannot open a call afterwards.
  const used = row.secret ? await useTotp(db, user.id, row.secret, code, sb.clock.nowMs()) : 'WRONG';
  if (used !== 'RIGHT') throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
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
    const key = { purpose: 'TWO_FACTOR', userId: user.id, subject: request.authenticationId } as const;
    const check = await checkCode(sb, db, key, request.codes[type]!);
    if (check !== 'RIGHT') throw new ApiFailure(400, 'WRONG_TWO_FACTOR_CODE');
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
  await markTwoFactorChanged(sb, db, user.id);
  return twoFactorStatus(sb, db, user.id);
}
