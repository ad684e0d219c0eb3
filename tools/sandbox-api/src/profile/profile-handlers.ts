import { and, eq, gt, isNull } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { actionLinks, userEmails, userPhones, users } from './tables';
import { utmCampaigns } from '../config/tables';
import { randomToken, sha256 } from '../crypto';
import { kycFailureMessage } from './kyc-failures';
import { issueOtp, verifyOtp } from '../auth/codes';
import { userById, userInformation } from './users';
import { ApiFailure } from '../errors';
import { DAY_MS } from '../clock';
import { requireMobile } from '../auth/login-handlers';
import { addProvenPhone } from './phones';

export const ACTION_LINK_TTL_MS = DAY_MS;

async function addEmail(db: Db, userId: number, address: string, at: Date): Promise<void> {
  const existing = await db.select().from(userEmails).where(eq(userEmails.userId, userId));
  if (existing.some((e) => e.address === address)) return;
  try {
    await db.insert(userEmails).values({ userId, address, isPrimary: existing.length === 0, createdAt: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'EMAIL_ALREADY_EXISTS');
    throw error;
  }
}

async function assertEmailFree(db: Db, userId: number, address: string): Promise<void> {
  const [owner] = await db.select().from(userEmails).where(eq(userEmails.address, address));
  if (owner && owner.userId !== userId) throw new ApiFailure(409, 'EMAIL_ALREADY_EXISTS');
}

export const profileHandlers: HandlersOf<
  | 'whoami'
  | 'updateUser'
  | 'requestNewPhoneOtp'
  | 'verifyNewPhoneOtp'
  | 'requestEmailOtp'
  | 'verifyEmailOtp'
  | 'setPrimaryNumber'
  | 'setPrimaryEmail'
  | 'deletePhone'
  | 'setUtm'
  | 'personalInformationFailureReason'
  | 'redeemActionLink'
> = {
  async whoami({ sb, db, auth }) {
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async updateUser({ sb, db, input, auth }) {
    const [user] = await db.update(users).set(input.body).where(eq(users.id, auth.user.id)).returning();
    if (!user) throw new Error('User vanished');
    return userInformation(db, user, auth.session, sb.secret);
  },

  async requestNewPhoneOtp({ sb, db, input, auth }) {
    const number = requireMobile(input.body.number);
    const [owner] = await db.select().from(userPhones).where(eq(userPhones.number, number));
    if (owner) throw new ApiFailure(409, 'PHONE_NUMBER_ALREADY_EXISTS');
    return issueOtp(sb, db, {
      purpose: 'NEW_PHONE',
      destination: number,
      userId: auth.user.id,
      language: auth.user.language,
    });
  },

  async verifyNewPhoneOtp({ sb, db, input, auth }) {
    const number = requireMobile(input.body.number);
    const [owner] = await db.select().from(userPhones).where(eq(userPhones.number, number));
    if (owner) throw new ApiFailure(409, 'PHONE_NUMBER_ALREADY_EXISTS');
    await verifyOtp(sb, db, {
      purpose: 'NEW_PHONE',
      destination: number,
      code: input.body.code,
      userId: auth.user.id,
    });
    await addProvenPhone(db, auth.user.id, number, sb.clock.now());
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async requestEmailOtp({ sb, db, input, auth }) {
    const email = input.body.email.toLowerCase();
    await assertEmailFree(db, auth.user.id, email);
    const link = randomToken(24);
    await db.insert(actionLinks).values({
      tokenHash: sha256(link),
      userId: auth.user.id,
      action: 'EMAIL_VERIFIED',
      payload: { email },
      expiresAt: new Date(sb.clock.nowMs() + ACTION_LINK_TTL_MS),
    });
    return issueOtp(sb, db, {
      purpose: 'EMAIL',
      destination: email,
      userId: auth.user.id,
      language: auth.user.language,
      extraText: `\n/profile/action-link/${link}`,
    });
  },

  async verifyEmailOtp({ sb, db, input, auth }) {
    const email = input.body.email.toLowerCase();
    await assertEmailFree(db, auth.user.id, email);
    await verifyOtp(sb, db, {
      purpose: 'EMAIL',
      destination: email,
      code: input.body.code,
      userId: auth.user.id,
    });
    await addEmail(db, auth.user.id, email, sb.clock.now());
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async setPrimaryNumber({ sb, db, input, auth }) {
    const number = requireMobile(input.body.number);
    await db.transaction(async (tx) => {
      const [phone] = await tx
        .select()
        .from(userPhones)
        .where(and(eq(userPhones.userId, auth.user.id), eq(userPhones.number, number)));
      if (!phone) throw new ApiFailure(404, 'PHONE_NUMBER_NOT_FOUND');
      await tx.update(userPhones).set({ isPrimary: false }).where(eq(userPhones.userId, auth.user.id));
      await tx.update(userPhones).set({ isPrimary: true }).where(eq(userPhones.id, phone.id));
    });
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async setPrimaryEmail({ sb, db, input, auth }) {
    const email = input.body.email.toLowerCase();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(userEmails)
        .where(and(eq(userEmails.userId, auth.user.id), eq(userEmails.address, email)));
      if (!row) throw new ApiFailure(404, 'EMAIL_NOT_FOUND');
      await tx.update(userEmails).set({ isPrimary: false }).where(eq(userEmails.userId, auth.user.id));
      await tx.update(userEmails).set({ isPrimary: true }).where(eq(userEmails.id, row.id));
    });
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async deletePhone({ sb, db, input, auth }) {
    const number = requireMobile(input.params.number);
    const [phone] = await db
      .select()
      .from(userPhones)
      .where(and(eq(userPhones.userId, auth.user.id), eq(userPhones.number, number)));
    if (!phone) throw new ApiFailure(404, 'PHONE_NUMBER_NOT_FOUND');
    if (phone.isPrimary) throw new ApiFailure(400, 'CANNOT_DELETE_PRIMARY_PHONE');
    await db.delete(userPhones).where(eq(userPhones.id, phone.id));
    return userInformation(db, auth.user, auth.session, sb.secret);
  },

  async setUtm({ sb, db, input, auth }) {
    const [campaign] = await db
      .select()
      .from(utmCampaigns)
      .where(eq(utmCampaigns.code, input.body.campaignCode));
    if (!campaign) throw new ApiFailure(404, 'UTM_NOT_FOUND');
    const at = sb.clock.now();
    await db
      .update(users)
      .set({ utmCampaign: campaign.code, utmRecordedAt: at })
      .where(eq(users.id, auth.user.id));
    return { campaignCode: campaign.code, recordedAt: at.toISOString() };
  },

  async personalInformationFailureReason({ db, auth }) {
    const user = await userById(db, auth.user.id);
    const reason = user.kycFailureReason;
    return {
      failureReason: reason,
      localizedMessage: reason ? kycFailureMessage(reason, user.language) : null,
      failedAt: user.kycFailedAt?.toISOString() ?? null,
    };
  },

  async redeemActionLink({ sb, db, input, auth }) {
    const now = sb.clock.now();
    const [link] = await db
      .select()
      .from(actionLinks)
      .where(
        and(
          eq(actionLinks.tokenHash, sha256(input.params.token)),
          eq(actionLinks.userId, auth.user.id),
          isNull(actionLinks.usedAt),
        ),
      );
    if (!link) throw new ApiFailure(404, 'ACTION_LINK_NOT_FOUND');
    if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(400, 'ACTION_LINK_EXPIRED');
    await assertEmailFree(db, auth.user.id, link.payload.email);
    const [used] = await db
      .update(actionLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(actionLinks.tokenHash, link.tokenHash),
          isNull(actionLinks.usedAt),
          gt(actionLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw new ApiFailure(404, 'ACTION_LINK_NOT_FOUND');
    await addEmail(db, auth.user.id, link.payload.email, now);
    return { action: link.action, user: await userInformation(db, auth.user, auth.session, sb.secret) };
  },
};
