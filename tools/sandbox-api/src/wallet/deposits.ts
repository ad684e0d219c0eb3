import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  TEMPORARY_DEPOSIT_ADDRESS_HOURS,
  type CoinConfig,
  type CoinNetwork,
  type DepositAddress,
} from '@wallet/api';
import { cmp, isDecimal, isPositive } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { coinConfig } from '../config/coins';
import { depositAddresses, transactions, type DepositAddressRow } from './tables';
import { ApiFailure } from '../errors';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { ledgerBalance, recordTransaction } from '../money/transactions';
import { enqueueNotice } from '../bot-notices/notices';

const HOUR_MS = 3_600_000;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Seconds between blocks, so a deposit gathers its confirmations at about the network's pace. */
export const BLOCK_SECONDS: Record<string, number> = {
  BTC: 600,
  ETH: 12,
  BSC: 3,
  AVAX_C: 2,
  TRX: 3,
  TON: 5,
  SOL: 1,
  XRP: 4,
  DOGE: 60,
  ADA: 20,
};
const DEFAULT_BLOCK_SECONDS = 10;

/** Characters from `alphabet`, as many as asked, drawn deterministically from a seed. */
function charsFrom(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    const bytes = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A well-formed address of the network's format (see seed/networks.ts), derived from `seed`. */
export function addressFor(network: string, seed: string): string {
  switch (network) {
    case 'BTC':
      return `bc1q${charsFrom(seed, BECH32, 38)}`;
    case 'ETH':
    case 'BSC':
    case 'AVAX_C':
      return `0x${charsFrom(seed, HEX, 40)}`;
    case 'TRX':
      return `T${charsFrom(seed, BASE58, 33)}`;
    case 'TON':
      return `UQA${charsFrom(seed, BASE64URL, 45)}`;
    case 'SOL':
      return charsFrom(seed, BASE58, 44);
    case 'XRP':
      return `r${charsFrom(seed, BASE58, 33)}`;
    case 'DOGE':
      return `D${charsFrom(seed, '56789ABCDEFGHJKLMNPQRSTU', 1)}${charsFrom(seed, BASE58, 32)}`;
    case 'ADA':
      return `addr1q${charsFrom(seed, BECH32, 57)}`;
    default:
      throw new Error(`No address format for network ${network}`);
  }
}

/** A transaction hash of the network's form, derived from `seed`: 64 hex digits, `0x`-prefixed on EVM networks. */
export function txHashFor(network: string, seed: string): string {
  const hex = charsFrom(seed, HEX, 64);
  return network === 'ETH' || network === 'BSC' || network === 'AVAX_C' ? `0x${hex}` : hex;
}

/** The user's memo on a memo network: TON takes a comment, XRP a numeric destination tag (< 2^32). */
export function memoFor(network: string, userId: number): string {
  return network === 'XRP' ? String(100_000 + userId) : `W${100_000 + userId}`;
}

/** The coin's network the client chose: `network` and, where the coin has one there, its `contract`. */
export function findNetwork(config: CoinConfig, network: string, contract?: string | null): CoinNetwork {
  const found = config.networks.find(
    (entry) => entry.network === network && (!contract || entry.contract === contract),
  );
  if (!found) throw new ApiFailure(400, 'UNKNOWN_NETWORK');
  return found;
}

function addressView(config: CoinConfig, network: CoinNetwork, row: DepositAddressRow): DepositAddress {
  return {
    token: config.token,
    network: network.network,
    contract: network.contract,
    address: row.address,
    memo: row.memo,
    minDeposit: network.minDeposit,
    requiredConfirmations: network.confirmations,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The deposit address of a user for a token on a network. Memo networks share one sandbox address and give
 * each user a memo, for good; other networks give a temporary address of the user's own, renewed once it is
 * 48 hours old.
 */
export async function depositAddressFor(
  sb: Sandbox,
  db: Db,
  userId: number,
  token: string,
  networkId: string,
  contract?: string,
): Promise<DepositAddress> {
  const config = await coinConfig(db, token);
  if (!config.features.deposit) throw new ApiFailure(400, 'DEPOSIT_NOT_AVAILABLE');
  const network = findNetwork(config, networkId, contract);
  const now = sb.clock.now();
  const [current] = await db
    .select()
    .from(depositAddresses)
    .where(
      and(
        eq(depositAddresses.userId, userId),
        eq(depositAddresses.token, token),
        eq(depositAddresses.network, network.network),
        or(isNull(depositAddresses.expiresAt), gt(depositAddresses.expiresAt, now)),
      ),
    )
    .orderBy(desc(depositAddresses.id))
    .limit(1);
  if (current) return addressView(config, network, current);

  const [issued] = await db
    .select({ id: depositAddresses.id })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.network, network.network)));
  const values = network.supportMemo
    ? {
        address: addressFor(network.network, `sandbox-shared:${network.network}`),
        memo: memoFor(network.network, userId),
        expiresAt: null,
      }
    : {
        address: addressFor(
          network.network,
          `user:${userId}:${token}:${network.network}:${now.getTime()}:${issued?.id ?? 0}`,
        ),
        memo: null,
        expiresAt: new Date(now.getTime() + TEMPORARY_DEPOSIT_ADDRESS_HOURS * HOUR_MS),
      };
  const [row] = await db
    .insert(depositAddresses)
    .values({ userId, token, network: network.network, createdAt: now, ...values })
    .returning();
  if (!row) throw new Error('Deposit address not written');
  return addressView(config, network, row);
}

export interface ChainDeposit {
  token: string;
  network: string;
  contract?: string;
  address: string;
  memo?: string;
  amount: string;
  senderAddress?: string;
}

/**
 * A deposit seen on a network (the sandbox's stand-in for a chain watcher): it is recorded as PENDING with no
 * confirmations, and credited by `confirmDeposits` once it has them. Below the network's minimum it is
 * recorded as FAILED and never credited. Answers null when the address and memo belong to nobody.
 */
export async function receiveChainDeposit(sb: Sandbox, db: Db, deposit: ChainDeposit) {
  if (!isDecimal(deposit.amount) || !isPositive(deposit.amount))
    throw new ApiFailure(400, 'BAD_INPUT_VALUES');
  const config = await coinConfig(db, deposit.token);
  const network = findNetwork(config, deposit.network, deposit.contract);
  const [owner] = await db
    .select()
    .from(depositAddresses)
    .where(
      and(
        eq(depositAddresses.token, deposit.token),
        eq(depositAddresses.network, network.network),
        eq(depositAddresses.address, deposit.address),
        network.supportMemo ? eq(depositAddresses.memo, deposit.memo ?? '') : undefined,
      ),
    )
    .orderBy(asc(depositAddresses.id))
    .limit(1);
  if (!owner) return null;
  const isBelowMinimum = cmp(deposit.amount, network.minDeposit) < 0;
  const hash = txHashFor(
    network.network,
    `${deposit.address}:${deposit.amount}:${sb.clock.now().getTime()}:${Math.random()}`,
  );
  return recordTransaction(db, {
    userId: owner.userId,
    type: 'DEPOSIT',
    channel: 'NETWORK',
    token: deposit.token,
    status: isBelowMinimum ? 'FAILED' : 'PENDING',
    amount: deposit.amount,
    network: network.network,
    hash,
    senderAddress: deposit.senderAddress ?? addressFor(network.network, `sender:${hash}`),
    receiverAddress: deposit.address,
    memo: network.supportMemo ? (deposit.memo ?? null) : null,
    confirmations: { seen: 0, required: network.confirmations },
    at: sb.clock.now(),
  });
}

/**
 * Brings pending network deposits up to date with the clock: each gains a confirmation per block, and one
 * that has all it needs is credited through the ledger and becomes SUCCEED, in one database transaction that
 * only a still-PENDING deposit passes, so a deposit is credited once. Returns how many were credited.
 */
export async function confirmDeposits(sb: Sandbox): Promise<number> {
  const pending = await sb.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'DEPOSIT'),
        eq(transactions.channel, 'NETWORK'),
        eq(transactions.status, 'PENDING'),
      ),
    )
    // Oldest first, so each deposit's balance after follows the order the deposits arrived in.
    .orderBy(asc(transactions.id));
  const now = sb.clock.now();
  let credited = 0;
  for (const deposit of pending) {
    const required = deposit.confirmationsRequired ?? 0;
    const blockMs = (BLOCK_SECONDS[deposit.network ?? ''] ?? DEFAULT_BLOCK_SECONDS) * 1000;
    const seen = Math.min(required, Math.floor((now.getTime() - deposit.createdAt.getTime()) / blockMs));
    if (seen === (deposit.confirmationsSeen ?? 0) && seen < required) continue;
    const didCredit = await sb.db.transaction(async (tx) => {
      const [still] = await tx
        .select({ status: transactions.status })
        .from(transactions)
        .where(eq(transactions.id, deposit.id))
        .for('update');
      if (still?.status !== 'PENDING') return false;
      if (seen < required) {
        await tx
          .update(transactions)
          .set({ confirmationsSeen: seen, updatedAt: now })
          .where(eq(transactions.id, deposit.id));
        return false;
      }
      const entryId = await transfer(tx, {
        kind: 'CHAIN_DEPOSIT',
        description: `Deposit ${deposit.hash ?? deposit.id} on ${deposit.network ?? ''}`,
        userId: deposit.userId,
        from: await systemAccount(tx, SYSTEM_ACCOUNTS.CHAIN, deposit.token),
        to: await userAccount(tx, deposit.userId, deposit.token),
        amount: deposit.amount,
        at: now,
      });
      await tx
        .update(transactions)
        .set({
          status: 'SUCCEED',
          confirmationsSeen: required,
          entryId,
          balanceAfter: await ledgerBalance(tx, deposit.userId, deposit.token),
          updatedAt: now,
        })
        .where(eq(transactions.id, deposit.id));
      await enqueueNotice(tx, {
        userId: deposit.userId,
        kind: 'DEPOSIT_CREDITED',
        data: { amount: deposit.amount, token: deposit.token },
        at: now,
      });
      return true;
    });
    if (didCredit) credited++;
  }
  return credited;
}
