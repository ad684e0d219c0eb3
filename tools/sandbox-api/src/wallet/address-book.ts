import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_ADDRESS_BOOK_ENTRIES, type AddressBookEntry, type CoinNetwork } from '@wallet/api';
import { addressProblem } from '@wallet/core';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { addressBook, type AddressBookRow } from './tables';
import { coins } from '../config/tables';
import { ApiFailure } from '../errors';

export function entryView(row: AddressBookRow): AddressBookEntry {
  return {
    id: String(row.id),
    name: row.name,
    network: row.network,
    address: row.address,
    memo: row.memo,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The network's address and memo rules, as any coin on it states them. */
export async function networkRules(db: Db, network: string): Promise<CoinNetwork> {
  const rows = await db.select({ config: coins.config }).from(coins);
  for (const { config } of rows) {
    const found = config.networks.find((entry) => entry.network === network);
    if (found) return found;
  }
  throw new ApiFailure(400, 'UNKNOWN_NETWORK');
}

/**
 * Spec 000 §5: an address must match its network's pattern; a memo is only for memo networks and must match
 * their memo pattern. The same check the client makes before it sends.
 */
export function checkAddress(rules: CoinNetwork, address: string, memo: string | null): void {
  const problem = addressProblem(rules, address, memo, { isMemoRequired: false });
  if (problem) throw new ApiFailure(400, problem);
}

export async function ownEntry(db: Db, userId: number, id: string): Promise<AddressBookRow> {
  const [row] = await db
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.userId, userId), eq(addressBook.id, Number(id))));
  if (!row) throw new ApiFailure(404, 'ADDRESS_BOOK_ENTRY_NOT_FOUND');
  return row;
}

export async function listEntries(db: Db, userId: number, network?: string): Promise<AddressBookEntry[]> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.userId, userId), network ? eq(addressBook.network, network) : undefined))
    .orderBy(desc(addressBook.id));
  return rows.map(entryView);
}

export async function createEntry(
  db: Db,
  userId: number,
  entry: { name: string; network: string; address: string; memo?: string; comment?: string },
  at: Date,
): Promise<AddressBookEntry> {
  const rules = await networkRules(db, entry.network);
  const memo = entry.memo ?? null;
  checkAddress(rules, entry.address, memo);
  const [held] = await db.select({ n: count() }).from(addressBook).where(eq(addressBook.userId, userId));
  if ((held?.n ?? 0) >= MAX_ADDRESS_BOOK_ENTRIES) throw new ApiFailure(400, 'TOO_MANY_ADDRESS_BOOK_ENTRIES');
  try {
    const [row] = await db
      .insert(addressBook)
      .values({
        userId,
        name: entry.name,
        network: entry.network,
        address: entry.address,
        memo,
        comment: entry.comment ?? null,
        createdAt: at,
      })
      .returning();
    return entryView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'ADDRESS_BOOK_ENTRY_EXISTS');
    throw error;
  }
}
