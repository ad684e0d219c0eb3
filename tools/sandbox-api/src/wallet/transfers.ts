import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TransferRecipient } from '@wallet/api';
import { normalizeIranianMobile } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { transactions } from './tables';
import { userPhones, users, type UserRow } from '../profile/tables';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { transfer, userAccount } from '../money/ledger';
import { recordTransaction, transactionView } from '../money/transactions';
import { guardSpend } from '../money/spend-guard';
import type { SpendContext } from '../context';
import { maskPhone } from '../profile/contact-masks';

const USERNAME = /^@?([A-Za-z][A-Za-z0-9_]{3,31})$/;
const RECENT_RECIPIENTS = 10;

async function primaryPhone(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: userPhones.number })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.isPrimary, true)));
  return row?.number ?? null;
}

async function recipientView(db: Db, user: UserRow): Promise<TransferRecipient> {
  const phone = await primaryPhone(db, user.id);
  return {
    displayName: user.displayName,
    username: user.username,
    maskedPhone: phone ? maskPhone(phone) : null,
    handle: user.username ? `@${user.username}` : (phone ?? ''),
  };
}

/** The user a Telegram username or Iranian mobile number belongs to, or TRANSFER_RECIPIENT_NOT_FOUND. */
export async function findRecipient(db: Db, query: string): Promise<UserRow> {
  const phone = normalizeIranianMobile(query);
  let found: UserRow | undefined;
  if (phone) {
    [found] = await db
      .select({ user: users })
      .from(userPhones)
      .innerJoin(users, eq(users.id, userPhones.userId))
      .where(eq(userPhones.number, phone))
      .then((rows) => rows.map((row) => row.user));
  } else {
    const username = USERNAME.exec(query.trim())?.[1];
    if (username) {
      [found] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    }
  }
  if (!found) throw new ApiFailure(404, 'TRANSFER_RECIPIENT_NOT_FOUND');
  return found;
}

export async function describeRecipient(db: Db, query: string): Promise<TransferRecipient> {
  return recipientView(db, await findRecipient(db, query));
}

/** The users this user last sent to, most recent first, each once. */
export async function recentRecipients(db: Db, userId: number): Promise<TransferRecipient[]> {
  const rows = await db
    .select({ recipientId: transactions.counterpartyUserId, lastId: sql<number>`max(${transactions.id})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.channel, 'INTERNAL'),
        eq(transactions.type, 'WITHDRAW'),
        isNotNull(transactions.counterpartyUserId),
      ),
    )
    .groupBy(transactions.counterpartyUserId)
    .orderBy(desc(sql`max(${transactions.id})`))
    .limit(RECENT_RECIPIENTS);
  const out: TransferRecipient[] = [];
  for (const { recipientId } of rows) {
    const [user] = await db.select().from(users).where(eq(users.id, recipientId!));
    if (user) out.push(await recipientView(db, user));
  }
  return out;
}

/**
 * Moves coins from one user to another as one ledger entry, inside the call's database transaction, after
 * the spend guard (blocks, level and limits, coin features and decimals, two-factor), and records each side:
 * the sender's WITHDRAW (with its USD value, which counts against the limits) and the receiver's DEPOSIT,
 * both INTERNAL, free, SUCCEED. The ledger refuses an overdraft (INSUFFICIENT_USER_BALANCE), so the whole
 * transfer is undone.
 */
export async function internalTransfer(
  sb: Sandbox,
  db: Db,
  sender: UserRow,
  spend: SpendContext,
  request: { recipient: string; token: string; amount: string },
) {
  const at = sb.clock.now();
  const guarded = await guardSpend(sb, db, sender, spend, request, async () => {
    const found = await findRecipient(db, request.recipient);
    if (found.id === sender.id) throw new ApiFailure(400, 'CANNOT_TRANSFER_TO_YOURSELF');
    return { receiver: found, total: canonicalDecimal(request.amount) };
  });
  const { receiver, token } = guarded;
  const receiverView = await recipientView(db, receiver);
  const senderView = await recipientView(db, sender);

  const entryId = await transfer(db, {
    kind: 'INTERNAL_TRANSFER',
    description: `Internal transfer to user ${receiver.id}`,
    userId: sender.id,
    from: await userAccount(db, sender.id, token),
    to: await userAccount(db, receiver.id, token),
    amount: guarded.total,
    at,
    permit: guarded.permit,
  });
  const sent = await recordTransaction(db, {
    userId: sender.id,
    type: 'WITHDRAW',
    channel: 'INTERNAL',
    token,
    status: 'PENDING',
    amount: guarded.total,
    counterparty: receiverView.username ? `@${receiverView.username}` : receiverView.maskedPhone,
    counterpartyUserId: receiver.id,
    entryId,
    usdValue: guarded.usdValue,
    at,
  });
  await recordTransaction(db, {
    userId: receiver.id,
    type: 'DEPOSIT',
    channel: 'INTERNAL',
    token,
    status: 'SUCCEED',
    amount: guarded.total,
    refId: sent.uniqueId,
    counterparty: senderView.username ? `@${senderView.username}` : senderView.displayName,
    counterpartyUserId: sender.id,
    entryId,
    at,
  });
  // Written PENDING, settled in the same database transaction: an internal transfer is instant.
  const [settled] = await db
    .update(transactions)
    .set({ status: 'SUCCEED', refId: sent.uniqueId, updatedAt: at })
    .where(eq(transactions.id, sent.id))
    .returning();
  return { transaction: transactionView(settled!), recipient: receiverView };
}
