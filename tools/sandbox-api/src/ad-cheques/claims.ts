import { and, eq, isNull, or } from 'drizzle-orm';
import { AD_CHEQUE_CAPTCHA_MINUTES, type AdChequeClaim, type DeviceInformation } from '@wallet/api';
import { add, cmp, isPositive, neg } from '@wallet/core';
import { MINUTE_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { postEntry, userAccount, type Posting } from '../money/ledger';
import { enqueueNotice } from '../bot-notices/notices';
import { recordTransaction } from '../money/transactions';
import { drawCaptcha, readCaptchaToken } from './captcha';
import { chequeById, chequeEscrowAccount, chequeLeft, claimCost } from './cheques';
import { adChequeCaptchas, adChequeClaims, adCheques, type AdChequeRow } from './tables';

// Claiming an ad cheque (SHOP-08): a captcha drawn for the claimer, the cheque, the referrer and the device; then
// the claim, which pays the claimer and up to two referrers in one ledger entry from the cheque's pot.
//
// The referrer rule: referredById is whoever shared the link. The creator's own link (or none) pays no referral
// prize; any other referrer must have claimed this cheque, so a referral prize goes only to someone who took part
// in it, and the second layer is whoever referred that person for this cheque.

/** The device a claim is counted against: the client's persistent id, the same across log-ins on one device. */
const deviceOf = (device: DeviceInformation) => device.persistentId;

interface ClaimAsk {
  userId: number;
  chequeId: string;
  referredById: string | null;
  deviceInformation: DeviceInformation;
}

/** The referrers a claim would pay: none for the creator or nobody; else a claimer of this cheque and theirs. */
async function referrersOf(db: Db, cheque: AdChequeRow, ask: ClaimAsk) {
  if (ask.referredById === null || Number(ask.referredById) === cheque.creatorId) {
    return { first: null, second: null };
  }
  const referrerId = Number(ask.referredById);
  if (referrerId === ask.userId) throw new ApiFailure(400, 'AD_CHEQUE_REFERRER_INVALID');
  const [referrerClaim] = await db
    .select({ referrerId: adChequeClaims.referrerId })
    .from(adChequeClaims)
    .where(and(eq(adChequeClaims.chequeId, cheque.id), eq(adChequeClaims.userId, referrerId)));
  if (!referrerClaim) throw new ApiFailure(400, 'AD_CHEQUE_REFERRER_INVALID');
  return { first: referrerId, second: referrerClaim.referrerId };
}

/** The refusals a claim and its captcha share, so no captcha is drawn for a claim that would be refused. */
async function refuseClaim(db: Db, cheque: AdChequeRow, ask: ClaimAsk) {
  if (cheque.status !== 'ACTIVE') throw new ApiFailure(409, 'AD_CHEQUE_NOT_ACTIVE');
  if (cheque.creatorId === ask.userId) throw new ApiFailure(422, 'AD_CHEQUE_OWN_CHEQUE');
  const [claimed] = await db
    .select({ id: adChequeClaims.id })
    .from(adChequeClaims)
    .where(
      and(
        eq(adChequeClaims.chequeId, cheque.id),
        or(
          eq(adChequeClaims.userId, ask.userId),
          eq(adChequeClaims.deviceId, deviceOf(ask.deviceInformation)),
        ),
      ),
    );
  if (claimed) throw new ApiFailure(409, 'AD_CHEQUE_ALREADY_CLAIMED');
  return referrersOf(db, cheque, ask);
}

/** POST /v1/ad-cheque/captcha/request: a captcha for this claim, valid AD_CHEQUE_CAPTCHA_MINUTES. */
export async function requestCaptcha(sb: Sandbox, db: Db, ask: ClaimAsk) {
  const cheque = await chequeById(db, ask.chequeId);
  await refuseClaim(db, cheque, ask);
  const now = sb.clock.now();
  const captcha = drawCaptcha();
  const expiresAt = new Date(now.getTime() + AD_CHEQUE_CAPTCHA_MINUTES * MINUTE_MS);
  await db.insert(adChequeCaptchas).values({
    id: captcha.id,
    chequeId: cheque.id,
    userId: ask.userId,
    referrerId: ask.referredById === null ? null : Number(ask.referredById),
    deviceId: deviceOf(ask.deviceInformation),
    answer: captcha.answer,
    createdAt: now,
    expiresAt,
  });
  return { captchaId: captcha.id, image: captcha.image, expiresAt: expiresAt.toISOString() };
}

/**
 * Takes the captcha for this claim under its row lock: it must be unused, in time and drawn for this user, cheque,
 * referrer and device (else CAPTCHA_INVALID), and its answer right (else CAPTCHA_WRONG, counted by the call's
 * guess limit). Marked used in the claim's transaction, so it opens one claim only.
 */
async function useCaptcha(sb: Sandbox, db: Db, ask: ClaimAsk, token: string): Promise<void> {
  const read = readCaptchaToken(token);
  if (!read) throw new ApiFailure(400, 'CAPTCHA_INVALID');
  const [captcha] = await db
    .select()
    .from(adChequeCaptchas)
    .where(and(eq(adChequeCaptchas.id, read.id), isNull(adChequeCaptchas.usedAt)))
    .for('update');
  const now = sb.clock.now();
  const isBound =
    captcha !== undefined &&
    captcha.userId === ask.userId &&
    String(captcha.chequeId) === ask.chequeId &&
    captcha.referrerId === (ask.referredById === null ? null : Number(ask.referredById)) &&
    captcha.deviceId === deviceOf(ask.deviceInformation);
  if (!isBound || captcha.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(400, 'CAPTCHA_INVALID');
  if (captcha.answer !== read.answer) throw new ApiFailure(400, 'CAPTCHA_WRONG');
  await db.update(adChequeCaptchas).set({ usedAt: now }).where(eq(adChequeCaptchas.id, captcha.id));
}

/**
 * POST /v1/ad-cheque/captcha/verify: the claim. Under the cheque's row lock (every claim of one cheque waits for
 * the one before, so a second claim of a user or a device sees the first), the claim is checked again, then one AD_CHEQUE_CLAIM entry pays the
 * claimer and the referrers from the cheque's pot; the unique indexes on (cheque, user) and (cheque, device)
 * stand behind the locks. The cheque is FINISHED when what is left cannot pay another whole claim.
 */
export async function claimCheque(
  sb: Sandbox,
  db: Db,
  ask: ClaimAsk,
  captchaToken: string,
): Promise<AdChequeClaim> {
  await useCaptcha(sb, db, ask, captchaToken);
  const cheque = await chequeById(db, ask.chequeId, { isLocked: true });
  const referrers = await refuseClaim(db, cheque, ask);
  const at = sb.clock.now();
  const first = referrers.first !== null ? canonicalDecimal(cheque.firstLayerPrize) : '0';
  const second = referrers.second !== null ? canonicalDecimal(cheque.secondLayerPrize) : '0';
  const amount = canonicalDecimal(cheque.activationPrize);
  const pot = await chequeEscrowAccount(db, cheque);
  const payees: { userId: number; amount: string; isReferral: boolean }[] = [
    { userId: ask.userId, amount, isReferral: false },
    ...(referrers.first !== null && isPositive(first)
      ? [{ userId: referrers.first, amount: first, isReferral: true }]
      : []),
    ...(referrers.second !== null && isPositive(second)
      ? [{ userId: referrers.second, amount: second, isReferral: true }]
      : []),
  ];
  const total = payees.reduce((sum, payee) => add(sum, payee.amount), '0');
  const postings: Posting[] = [{ accountId: pot, amount: neg(total) }];
  for (const payee of payees) {
    postings.push({ accountId: await userAccount(db, payee.userId, cheque.token), amount: payee.amount });
  }
  const entryId = await postEntry(db, {
    kind: 'AD_CHEQUE_CLAIM',
    description: `Ad cheque ${cheque.id} claimed`,
    userId: ask.userId,
    postings,
    at,
  });
  try {
    await db.insert(adChequeClaims).values({
      chequeId: cheque.id,
      userId: ask.userId,
      deviceId: deviceOf(ask.deviceInformation),
      referrerId: referrers.first,
      secondReferrerId: referrers.second,
      amount,
      firstLayerPaid: first,
      secondLayerPaid: second,
      entryId,
      createdAt: at,
    });
  } catch (error) {
    // The row lock keeps a second claim of a user or device from reaching here; the index is the last word.
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'AD_CHEQUE_ALREADY_CLAIMED');
    throw error;
  }
  let claimerRecord = '';
  for (const payee of payees) {
    const record = await recordTransaction(db, {
      userId: payee.userId,
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: payee.isReferral ? 'AD_CHEQUE_REFERRAL' : 'AD_CHEQUE',
      token: cheque.token,
      status: 'SUCCEED',
      amount: payee.amount,
      refId: `ad-cheque-${cheque.id}`,
      entryId,
      at,
    });
    if (!payee.isReferral) claimerRecord = String(record.id);
  }
  // The creator hears of each claim, with what the cheque paid out for it (the claimer's and referral prizes).
  await enqueueNotice(db, {
    userId: cheque.creatorId,
    kind: 'CHEQUE_CLAIMED',
    data: { amount: total, token: cheque.token },
    at,
  });
  if (cmp(await chequeLeft(db, cheque), claimCost(cheque)) < 0) {
    await db.update(adCheques).set({ status: 'FINISHED' }).where(eq(adCheques.id, cheque.id));
  }
  return {
    chequeId: String(cheque.id),
    token: cheque.token,
    amount,
    firstLayerReferralPaid: first,
    secondLayerReferralPaid: second,
    transactionId: claimerRecord,
  };
}
