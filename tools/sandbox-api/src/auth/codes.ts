import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@wallet/api';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { withLock } from '../db/locks';
import { otpCodes, outbox } from './tables';
import { ApiFailure } from '../errors';
import { MINUTE_MS } from '../clock';
import { hmac, randomDigits, sameHash } from '../crypto';

// The one code service: login codes, contact codes and two-factor codes (SMS, e-mail) are made, rate limited,
// hashed, counted and consumed here.

export const CODE_LENGTH = 6;
/** At most this many codes of one purpose to one destination per window. */
export const CODE_MAX_REQUESTS = 5;
export const CODE_REQUEST_WINDOW_MS = 10 * MINUTE_MS;
/** A code may be tried this many times; the try is counted before the compare. */
export const CODE_MAX_TRIES = 5;
export const OTP_TTL_MS = 2 * MINUTE_MS;

export type CodePurpose = 'LOGIN' | 'NEW_PHONE' | 'EMAIL' | 'TWO_FACTOR';
export type OtpPurpose = Exclude<CodePurpose, 'TWO_FACTOR'>;

/** Which code is meant: by destination (login), or by user and subject (a two-factor authenticationId). */
export type CodeKey =
  | { purpose: OtpPurpose; destination: string; userId?: number }
  | { purpose: 'TWO_FACTOR'; userId: number; subject: string };

export interface CodeToSend {
  purpose: CodePurpose;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  userId: number | null;
  /** A two-factor code's authenticationId. */
  subject?: string;
  ttlMs: number;
  text: (code: string) => string;
}

export type CodeCheck = 'RIGHT' | 'WRONG' | 'EXPIRED' | 'NONE';

function codeHash(sb: Sandbox, key: { purpose: CodePurpose; keyText: string }, code: string): string {
  return hmac(sb.secret, `${key.purpose}:${key.keyText}:${code}`);
}

/** What a code's hash is bound to: the destination, or the user and subject of a two-factor code. */
function keyText(key: CodeKey | CodeToSend): string {
  return key.purpose === 'TWO_FACTOR' ? `${key.userId}:${key.subject}` : key.destination;
}

/** "Sends" a message: the sandbox's SMS and e-mail go to the outbox, which tests and demos read. */
export async function sendToOutbox(
  sb: Sandbox,
  db: Db,
  message: { channel: 'SMS' | 'EMAIL'; recipient: string; text: string; code: string; at: Date },
): Promise<void> {
  const { channel, recipient, text, code, at } = message;
  await db.insert(outbox).values({ channel, recipient, text, code, createdAt: at });
  if (sb.config.printOutbox) sb.log(`[outbox] ${channel} to ${recipient}: ${text}`);
}

/** Sends a code: at most CODE_MAX_REQUESTS to a destination per window; it expires after `ttlMs`. */
export async function issueCode(sb: Sandbox, db: Db, send: CodeToSend): Promise<{ expiresAt: Date }> {
  return withLock(db, `code:${send.purpose}:${send.destination}`, async (tx) => {
    const now = sb.clock.now();
    const [recent] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.purpose, send.purpose),
          eq(otpCodes.destination, send.destination),
          gt(otpCodes.createdAt, new Date(now.getTime() - CODE_REQUEST_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= CODE_MAX_REQUESTS) throw new ApiFailure(429, 'TOO_MANY_OTP_REQUESTS');
    const code = randomDigits(CODE_LENGTH);
    const expiresAt = new Date(now.getTime() + send.ttlMs);
    await tx.insert(otpCodes).values({
      purpose: send.purpose,
      destination: send.destination,
      userId: send.userId,
      subject: send.subject ?? null,
      codeHash: codeHash(sb, { purpose: send.purpose, keyText: keyText(send) }, code),
      attempts: 0,
      createdAt: now,
      expiresAt,
    });
    await sendToOutbox(sb, tx, {
      channel: send.channel,
      recipient: send.destination,
      text: send.text(code),
      code,
      at: now,
    });
    return { expiresAt };
  });
}

/**
 * Checks a code against the newest one not yet used for its key. The try is counted before the compare, in
 * one atomic update, so parallel guesses cannot pass CODE_MAX_TRIES; a right code is consumed, so it opens
 * one call only. Must not run inside a transaction that a wrong code rolls back, or the count would be lost.
 */
export async function checkCode(sb: Sandbox, db: Db, key: CodeKey, code: string): Promise<CodeCheck> {
  const now = sb.clock.now();
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, key.purpose),
        isNull(otpCodes.consumedAt),
        key.purpose === 'TWO_FACTOR'
          ? and(eq(otpCodes.userId, key.userId), eq(otpCodes.subject, key.subject))
          : and(
              eq(otpCodes.destination, key.destination),
              key.userId === undefined ? undefined : eq(otpCodes.userId, key.userId),
            ),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest) return 'NONE';
  if (latest.attempts >= CODE_MAX_TRIES) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');
  if (latest.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, CODE_MAX_TRIES), isNull(otpCodes.consumedAt)),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');

  if (!sameHash(latest.codeHash, codeHash(sb, { purpose: key.purpose, keyText: keyText(key) }, code))) {
    if (counted.attempts >= CODE_MAX_TRIES) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');
    return 'WRONG';
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed ? 'RIGHT' : 'WRONG';
}

/** Each code's message in every language of the app: a user reads it in theirs. */
const OTP_TEXTS: Record<OtpPurpose, Record<Language, (code: string) => string>> = {
  LOGIN: {
    fa: (c) => `کد ورود شما به کیف پول: ${c}`,
    en: (c) => `Your wallet login code: ${c}`,
    fr: (c) => `Votre code de connexion au portefeuille : ${c}`,
    ru: (c) => `Ваш код для входа в кошелёк: ${c}`,
    zh: (c) => `您的钱包登录验证码：${c}`,
  },
  NEW_PHONE: {
    fa: (c) => `کد تأیید شمارهٔ جدید: ${c}`,
    en: (c) => `Code to add this number: ${c}`,
    fr: (c) => `Code pour ajouter ce numéro : ${c}`,
    ru: (c) => `Код для добавления этого номера: ${c}`,
    zh: (c) => `添加此号码的验证码：${c}`,
  },
  EMAIL: {
    fa: (c) => `کد تأیید ایمیل: ${c}`,
    en: (c) => `Code to add this e-mail address: ${c}`,
    fr: (c) => `Code pour ajouter cette adresse e-mail : ${c}`,
    ru: (c) => `Код для добавления этого адреса эл. почты: ${c}`,
    zh: (c) => `添加此电子邮箱的验证码：${c}`,
  },
};

export interface OtpRequest {
  purpose: OtpPurpose;
  destination: string;
  userId: number | null;
  language: Language;
  /** Appended to the message, e.g. a one-time link. */
  extraText?: string;
}

/** A login or contact code. */
export async function issueOtp(
  sb: Sandbox,
  db: Db,
  request: OtpRequest,
): Promise<{ expiresInSeconds: number; codeLength: number }> {
  const texts = OTP_TEXTS[request.purpose];
  await issueCode(sb, db, {
    purpose: request.purpose,
    channel: request.purpose === 'EMAIL' ? 'EMAIL' : 'SMS',
    destination: request.destination,
    userId: request.userId,
    ttlMs: OTP_TTL_MS,
    text: (code) => texts[request.language](code) + (request.extraText ?? ''),
  });
  return { expiresInSeconds: OTP_TTL_MS / 1000, codeLength: CODE_LENGTH };
}

/** Checks a login or contact code: WRONG_OTP_CODE, OTP_CODE_EXPIRED, or TOO_MANY_OTP_ATTEMPTS (429). */
export async function verifyOtp(
  sb: Sandbox,
  db: Db,
  request: { purpose: OtpPurpose; destination: string; code: string; userId?: number },
): Promise<void> {
  const { code, ...key } = request;
  const check = await checkCode(sb, db, key, code);
  if (check === 'EXPIRED') throw new ApiFailure(400, 'OTP_CODE_EXPIRED');
  if (check !== 'RIGHT') throw new ApiFailure(400, 'WRONG_OTP_CODE');
}
