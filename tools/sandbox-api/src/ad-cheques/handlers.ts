import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { invoiceView } from '../invoices/invoices';
import { invoices } from '../invoices/tables';
import { claimCheque, requestCaptcha } from './claims';
import {
  chequeById,
  chequeInvoice,
  chequeLeft,
  chequeTaskId,
  chequeView,
  ownCheque,
  readNewCheque,
  readPrize,
} from './cheques';
import { closeCheque } from './closing';
import { chequeItemOf } from '../bot-share/items';
import { shareLanguageOf } from '../bot-share/messages';
import { prepareShareMessage } from '../bot-share/prepared';
import { coinConfig } from '../config/coins';
import { add } from '@wallet/core';
import { adChequeClaims, adCheques } from './tables';

export const adChequeHandlers: HandlersOf<
  | 'createAdCheque'
  | 'adCheques'
  | 'adCheque'
  | 'adChequeStats'
  | 'payAdCheque'
  | 'topUpAdCheque'
  | 'deleteAdCheque'
  | 'adChequePreparedMessage'
  | 'adChequeCaptcha'
  | 'claimAdCheque'
> = {
  async createAdCheque({ sb, db, auth, input }) {
    const cheque = await readNewCheque(db, input.body);
    const [row] = await db
      .insert(adCheques)
      .values({
        creatorId: auth.user.id,
        ...cheque,
        message: input.body.message?.trim() || null,
        design: input.body.design ?? 'DEFAULT',
        status: 'PENDING',
        returned: '0',
        createdAt: sb.clock.now(),
      })
      .returning();
    return chequeView(db, row!, auth.user.id);
  },

  async adCheques({ db, auth }) {
    const rows = await db
      .select()
      .from(adCheques)
      .where(eq(adCheques.creatorId, auth.user.id))
      .orderBy(desc(adCheques.createdAt), desc(adCheques.id));
    return Promise.all(rows.map((row) => chequeView(db, row, auth.user.id)));
  },

  async adCheque({ db, auth, input }) {
    return chequeView(db, await chequeById(db, input.params.id), auth.user.id);
  },

  async adChequeStats({ db, auth, input }) {
    const row = await ownCheque(db, auth.user.id, input.params.id);
    const [figures] = await db
      .select({
        claims: sql<number>`count(*)::int`,
        referrals: sql<number>`(count(*) FILTER (WHERE ${adChequeClaims.firstLayerPaid} > 0) + count(*) FILTER (WHERE ${adChequeClaims.secondLayerPaid} > 0))::int`,
        activationPaid: sql<string>`COALESCE(sum(${adChequeClaims.amount}), 0)::text`,
        referralPaid: sql<string>`COALESCE(sum(${adChequeClaims.firstLayerPaid} + ${adChequeClaims.secondLayerPaid}), 0)::text`,
      })
      .from(adChequeClaims)
      .where(eq(adChequeClaims.chequeId, row.id));
    const activationPaid = canonicalDecimal(figures?.activationPaid ?? '0');
    const referralPaid = canonicalDecimal(figures?.referralPaid ?? '0');
    return {
      id: String(row.id),
      token: row.token,
      claims: figures?.claims ?? 0,
      referrals: figures?.referrals ?? 0,
      paidOut: add(activationPaid, referralPaid),
      activationPaid,
      referralPaid,
      left: await chequeLeft(db, row),
      returned: canonicalDecimal(row.returned),
    };
  },

  async payAdCheque({ sb, db, auth, input }) {
    const row = await ownCheque(db, auth.user.id, input.params.id, { isLocked: true });
    if (row.status !== 'PENDING') throw new ApiFailure(409, 'AD_CHEQUE_NOT_PENDING');
    const now = sb.clock.now();
    // The invoice still waiting for payment, when there is one, so a second tap does not make a second invoice.
    const [waiting] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.taskId, chequeTaskId(row.id)),
          eq(invoices.type, 'AD_CHEQUE'),
          eq(invoices.status, 'PENDING'),
          gt(invoices.expiresAt, now),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(1);
    return invoiceView(
      waiting ?? (await chequeInvoice(sb, db, row, 'AD_CHEQUE', canonicalDecimal(row.totalPrize))),
      now,
    );
  },

  async topUpAdCheque({ sb, db, auth, input }) {
    const row = await ownCheque(db, auth.user.id, input.params.id, { isLocked: true });
    if (row.status !== 'ACTIVE' && row.status !== 'FINISHED')
      throw new ApiFailure(409, 'AD_CHEQUE_NOT_ACTIVE');
    const { decimals } = await coinConfig(db, row.token);
    const amount = readPrize(input.body.amount, decimals, 'amount');
    return invoiceView(await chequeInvoice(sb, db, row, 'AD_CHEQUE_TOP_UP', amount), sb.clock.now());
  },

  async deleteAdCheque({ sb, db, auth, input }) {
    const row = await ownCheque(db, auth.user.id, input.params.id, { isLocked: true });
    if (row.status === 'DELETED' || row.status === 'EXPIRED')
      throw new ApiFailure(409, 'AD_CHEQUE_NOT_ACTIVE');
    const now = sb.clock.now();
    // A cheque deleted before it was paid takes its unpaid invoices with it, so no one pays for a dead cheque;
    // one part-paid already stays, and its time or escrow deadline returns what was paid.
    await db
      .update(invoices)
      .set({ status: 'CANCELED', canceledAt: now })
      .where(
        and(
          eq(invoices.taskId, chequeTaskId(row.id)),
          eq(invoices.status, 'PENDING'),
          eq(invoices.paidAmount, '0'),
        ),
      );
    const returned = await closeCheque(db, row, 'DELETED', now);
    return { cheque: await chequeView(db, await chequeById(db, row.id), auth.user.id), returned };
  },

  async adChequePreparedMessage({ sb, db, auth, input }) {
    const row = await chequeById(db, input.params.id);
    if (row.status !== 'ACTIVE') throw new ApiFailure(409, 'AD_CHEQUE_NOT_ACTIVE');
    // A claimer shares as the referrer, so claims through their message pay them; anyone else (the creator
    // first) shares the plain link, which pays no referral prize.
    const [claimed] = await db
      .select({ id: adChequeClaims.id })
      .from(adChequeClaims)
      .where(and(eq(adChequeClaims.chequeId, row.id), eq(adChequeClaims.userId, auth.user.id)));
    const referredById = claimed ? String(auth.user.id) : null;
    const item = await chequeItemOf(db, row, referredById, shareLanguageOf(auth.user.language));
    return prepareShareMessage(sb, auth.user, item);
  },

  async adChequeCaptcha({ sb, db, auth, input }) {
    return requestCaptcha(sb, db, { userId: auth.user.id, ...input.body });
  },

  async claimAdCheque({ sb, db, auth, input }) {
    const { captchaToken, ...ask } = input.body;
    return claimCheque(sb, db, { userId: auth.user.id, ...ask }, captchaToken);
  },
};
