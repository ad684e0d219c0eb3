import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@wallet/api';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { withLock } from '../db/locks';
import { otpCodes, outbox } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { MINUTE_MS } from '../clock';
import { hmac, randomDigits, sameHash } from './crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 2 * MINUTE_MS;
export const OTP_MAX_REQUESTS = 5;
export const OTP_REQUEST_WINDOW_MS = 10 * MINUTE_MS;
export const OTP_MAX_TRIES = 5;

export type OtpPurpose = 'LOGIN' | 'NEW_PHONE' | 'EMAIL';

const TEXTS: Record<OtpPurpose, { fa: (code: string) => string; en: (code: string) => string }> = {
  LOGIN: { fa: (c) => `کد ورود شما به کیف پول: ${c}`, en: (c) => `Your wallet login code: ${c}` },
  NEW_PHONE: { fa: (c) => `کد تأیید شمارهٔ جدید: ${c}`, en: (c) => `Code to add this number: ${c}` },
  EMAIL: { fa: (c) => `کد تأیید ایمیل: ${c}`, en: (c) => `Code to add this e-mail address: ${c}` },
};

export interface OtpRequest {
  purpose: OtpPurpose;
  destination: string;
  userId: number | null;
  language: Language;
  /** Appended to the message, e.g. a one-time link. */
  extraText?: string;
}

export interface OtpRequest {
  purpose: OtpPurpose;
  destination: string;
  userId: number | null;
  language: Language;
  /** Appended to the message, e.g. a one-time link. */
  extraText?: string;
}

function codeHash(sb: Sandbox, purpose: OtpPurpose, destination: string, code: string): string {
  return hmac(sb.secret, `${purpose}:${destination}:${code}`);
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

/** Sends a code: at most OTP_MAX_REQUESTS per destination per window; it expires after OTP_TTL_MS. */
export async function issueOtp(
  sb: Sandbox,
  db: Db,
  request: OtpRequest,
): Promise<{ expiresInSeconds: number; codeLength: number }> {
  return withLock(db, `otp:${request.purpose}:${request.destination}`, (tx) => issueLocked(sb, tx, request));
}

async function issueLocked(
  sb: Sandbox,
  db: Db,
  request: OtpRequest,
): Promise<{ expiresInSeconds: number; codeLength: number }> {
  const now = sb.clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, request.purpose),
        eq(otpCodes.destination, request.destination),
        gt(otpCodes.createdAt, new Date(now.getTime() - OTP_REQUEST_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= OTP_MAX_REQUESTS) throw new ApiFailure(429, 'TOO_MANY_OTP_REQUESTS');

  const code = randomDigits(OTP_LENGTH);
  await db.insert(otpCodes).values({
    purpose: request.purpose,
    destination: request.destination,
    userId: request.userId,
    codeHash: codeHash(sb, request.purpose, request.destination, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  const texts = TEXTS[request.purpose];
  const body = (request.language === 'fa' ? texts.fa : texts.en)(code) + (request.extraText ?? '');
  const channel = request.purpose === 'EMAIL' ? 'EMAIL' : 'SMS';
  await sendToOutbox(sb, db, { channel, recipient: request.destination, text: body, code, at: now });
  return { expiresInSeconds: OTP_TTL_MS / 1000, codeLength: OTP_LENGTH };
}

/**
 * Checks a code against the newest one sent. Each try is counted before the comparison, in one atomic
 * update, so parallel guesses cannot exceed OTP_MAX_TRIES. Must not run inside a transaction that a wrong
 * code would roll back, or the count would be lost.
 */
export async function verifyOtp(
  sb: Sandbox,
  db: Db,
  request: { purpose: OtpPurpose; destination: string; code: string; userId?: number },
): Promise<void> {
  const now = sb.clock.now();
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, request.purpose),
        eq(otpCodes.destination, request.destination),
        isNull(otpCodes.consumedAt),
        request.userId === undefined ? undefined : eq(otpCodes.userId, request.userId),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest) throw new ApiFailure(400, 'WRONG_OTP_CODE');
  if (latest.attempts >= OTP_MAX_TRIES) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');
  if (latest.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(400, 'OTP_CODE_EXPIRED');

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, OTP_MAX_TRIES), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');

  if (!sameHash(latest.codeHash, codeHash(sb, request.purpose, request.destination, request.code))) {
    if (counted.attempts >= OTP_MAX_TRIES) throw new ApiFailure(429, 'TOO_MANY_OTP_ATTEMPTS');
    throw new ApiFailure(400, 'WRONG_OTP_CODE');
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw new ApiFailure(400, 'WRONG_OTP_CODE');
}
