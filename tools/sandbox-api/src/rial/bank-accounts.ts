import { and, desc, eq } from 'drizzle-orm';
import type { BankAccountInquiry, BankInfo, ErrorCode } from '@wallet/api';
import { readCardNumber, readIban, type Bank } from '@wallet/core';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure, badInput } from '../errors';
import type { UserRow } from '../profile/tables';
import { isOwnCard, isOwnIban, ownerNameOf } from './bank-registry';
import { bankCards, bankIbans } from './tables';
import { refuseBelowBankingLevel } from './banking-level';

/** Cards and IBANs follow one set of rules; what differs between them is here. */
export interface AccountKind {
  table: typeof bankCards | typeof bankIbans;
  read: (input: string) => { number: string; bank: Bank; problem: null } | { problem: string };
  isOwn: (number: string) => boolean;
  notOwned: ErrorCode;
  exists: ErrorCode;
  notFound: ErrorCode;
}

export const CARD: AccountKind = {
  table: bankCards,
  read: (input) => readCardNumber(input),
  isOwn: isOwnCard,
  notOwned: 'CARD_NOT_OWNED',
  exists: 'CARD_ALREADY_EXISTS',
  notFound: 'CARD_NOT_FOUND',
};

export const IBAN: AccountKind = {
  table: bankIbans,
  read: (input) => {
    const read = readIban(input);
    return read.problem ? read : { number: read.iban, bank: read.bank, problem: null };
  },
  isOwn: isOwnIban,
  notOwned: 'IBAN_NOT_OWNED',
  exists: 'IBAN_ALREADY_EXISTS',
  notFound: 'IBAN_NOT_FOUND',
};

export function bankInfo(bank: Bank): BankInfo {
  return { id: bank.id, ibanCode: bank.ibanCode, name: bank.name, nameFa: bank.nameFa };
}

export async function listAccounts(db: Db, kind: AccountKind, userId: number) {
  return db.select().from(kind.table).where(eq(kind.table.userId, userId)).orderBy(desc(kind.table.id));
}

/**
 * What the bank answers for a number the user wants to add, after every check adding makes: the level, the
 * number's shape and check digits (core's rules, as the client checks them), the bank, the owner, and that the
 * user has not added it already.
 */
export async function inquire(
  db: Db,
  kind: AccountKind,
  user: UserRow,
  typed: string,
  field: string,
): Promise<BankAccountInquiry> {
  refuseBelowBankingLevel(user);
  const read = kind.read(typed);
  if (read.problem !== null) {
    if (read.problem === 'UNKNOWN_BANK') throw new ApiFailure(400, 'BANK_NOT_SUPPORTED');
    throw badInput(field);
  }
  if (!kind.isOwn(read.number)) throw new ApiFailure(422, kind.notOwned);
  const [held] = await db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(and(eq(kind.table.userId, user.id), eq(kind.table.number, read.number)));
  if (held) throw new ApiFailure(409, kind.exists);
  return { number: read.number, bank: bankInfo(read.bank), ownerName: ownerNameOf(user) };
}

export async function addAccount(db: Db, kind: AccountKind, user: UserRow, typed: string, at: Date) {
  const inquiry = await inquire(db, kind, user, typed, 'body.number');
  try {
    const [row] = await db
      .insert(kind.table)
      .values({ userId: user.id, number: inquiry.number, ownerName: inquiry.ownerName, createdAt: at })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, kind.exists);
    throw error;
  }
}

/** Deletes one of the user's own; an unknown id and another user's id are the same 404. */
export async function deleteAccount(db: Db, kind: AccountKind, userId: number, id: string) {
  const [row] = await db
    .delete(kind.table)
    .where(and(eq(kind.table.userId, userId), eq(kind.table.id, Number(id))))
    .returning({ id: kind.table.id });
  if (!row) throw new ApiFailure(404, kind.notFound);
  return { id: String(row.id) };
}
