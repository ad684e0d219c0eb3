import { asc, eq } from 'drizzle-orm';
import type { Language, UserInformation } from '@wallet/api';
import type { Db } from '../db/client';
import { userEmails, userPhones, users, type UserRow } from './tables';
import type { SessionRow } from '../auth/tables';
import { hmac, randomToken } from '../crypto';

const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  const bytes = randomToken(12);
  let code = '';
  for (let i = 0; code.length < 8; i++)
    code += REFERRAL_CODE_ALPHABET[bytes.charCodeAt(i) % REFERRAL_CODE_ALPHABET.length];
  return code;
}

export async function createUser(
  db: Db,
  init: {
    at: Date;
    language?: Language;
    phone?: string;
    telegram?: { id: number; username: string | null; displayName: string; photoUrl: string | null };
    level?: UserRow['level'];
    displayName?: string;
    referralCode?: string;
  },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      displayName: init.displayName ?? init.telegram?.displayName ?? 'anonymous',
      username: init.telegram?.username ?? null,
      profileUrl: init.telegram?.photoUrl ?? null,
      telegramId: init.telegram?.id ?? null,
      telegramLoggedOut: false,
      language: init.language ?? 'fa',
      currency: 'IRT',
      level: init.level ?? 'LEVEL_0',
      region: 'IR',
      referralCode: init.referralCode ?? newReferralCode(),
      signupDate: init.at,
    })
    .returning();
  if (!user) throw new Error('User not created');
  if (init.phone) {
    await db
      .insert(userPhones)
      .values({ userId: user.id, number: init.phone, isPrimary: true, createdAt: init.at });
  }
  return user;
}

export async function userById(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`No user ${id}`);
  return user;
}

/** Spec 000 §3 user information, as whoami and the contact calls return it. */
export async function userInformation(
  db: Db,
  user: UserRow,
  session: SessionRow,
  intercomSecret: string,
): Promise<UserInformation> {
  const phones = await db
    .select()
    .from(userPhones)
    .where(eq(userPhones.userId, user.id))
    .orderBy(asc(userPhones.id));
  const emails = await db
    .select()
    .from(userEmails)
    .where(eq(userEmails.userId, user.id))
    .orderBy(asc(userEmails.id));
  return {
    id: String(user.id),
    displayName: user.displayName,
    officialFirstName: user.officialFirstName,
    officialLastName: user.officialLastName,
    username: user.username,
    language: user.language,
    currency: user.currency,
    level: user.level,
    region: user.region,
    sessionId: String(session.id),
    signupDate: user.signupDate.toISOString(),
    profileUrl: user.profileUrl,
    intercomHmac: hmac(intercomSecret, `intercom:${user.id}`),
    phoneNumbers: phones.map((p) => ({ number: p.number, primary: p.isPrimary })),
    emails: emails.map((e) => ({ address: e.address, primary: e.isPrimary })),
  };
}
