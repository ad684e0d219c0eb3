import { z } from 'zod';
import { decimalString, isoDateTime } from './primitives';

// Identified (cash-in code) deposits and the bank transfers that carry the code: PAYA, SATNA and Pol
// (spec 000 §2, §3, §5; 001 §7, §9). Amounts are Toman.

/**
 * The PAYA clearing cycles of the day, Tehran time (Asia/Tehran, UTC+03:30 all year since 2022), as Iranian
 * banks run them: a transfer received before a cycle settles in it. Designed here; spec 001 names no times.
 */
export const PAYA_CYCLE_TIMES = ['03:45', '10:45', '13:45', '18:45'] as const;
/** Tehran's offset from UTC in minutes (Iran keeps no daylight saving time since 2022). */
export const TEHRAN_UTC_OFFSET_MINUTES = 210;
/** Pol (Paya-e-Lahzei) settles in seconds, up to this many Toman a transfer (designed from the bank rule). */
export const POL_MAX_TOMAN = '15000000';
/** SATNA is the interbank transfer for large amounts: from this many Toman (designed from the bank rule). */
export const SATNA_MIN_TOMAN = '15000000';

/** Spec 000 §5 / RIAL-09: the rules of an identified deposit, as the page lists them. */
export const IDENTIFIED_DEPOSIT_RULES = [
  'USE_CASH_IN_CODE',
  'FROM_OWN_REGISTERED_IBAN',
  'NO_BRIDGE_ACCOUNT',
] as const;

/** The bank transfers that carry a cash-in code (spec 000 §3 deposit sources). */
export const BANK_TRANSFER_SOURCES = ['PAYA', 'SATNA', 'POL'] as const;
export type BankTransferSource = (typeof BANK_TRANSFER_SOURCES)[number];

/** The deposit methods a cash-in code serves; each is behind its flag (spec 000 §6). */
export const CASH_IN_METHODS = ['CASH_IN_CODE', 'PAYA_SATNA', 'POL'] as const;
export type CashInMethod = (typeof CASH_IN_METHODS)[number];

/**
 * WAITING_FOR_CYCLE: a PAYA transfer received, waiting for the next PAYA cycle. CREDITED: on the user's Toman
 * balance. RETURNED: sent back to the paying account, never credited.
 */
export const IDENTIFIED_DEPOSIT_STATUSES = ['WAITING_FOR_CYCLE', 'CREDITED', 'RETURNED'] as const;
export type IdentifiedDepositStatus = (typeof IDENTIFIED_DEPOSIT_STATUSES)[number];

/**
 * Why a transfer was returned. NOT_OWN_ACCOUNT: the paying IBAN is not one the user registered (someone
 * else's account or a bridge, RIAL-09). UNKNOWN_CODE: no user has the code. BELOW_MINIMUM: under
 * RIAL_DEPOSIT_MIN_TOMAN.
 */
export const IDENTIFIED_DEPOSIT_RETURN_REASONS = [
  'NOT_OWN_ACCOUNT',
  'UNKNOWN_CODE',
  'BELOW_MINIMUM',
] as const;
export type IdentifiedDepositReturnReason = (typeof IDENTIFIED_DEPOSIT_RETURN_REASONS)[number];

/** The wallet company's account that every identified deposit and bank transfer is paid into. */
export const cashInDestination = z
  .object({
    bankId: z.string(),
    bankName: z.string(),
    bankNameFa: z.string(),
    accountNumber: z.string(),
    iban: z.string().regex(/^IR\d{24}$/),
    ownerName: z.string(),
    ownerNameFa: z.string(),
  })
  .meta({ id: 'CashInDestination' });
export type CashInDestination = z.infer<typeof cashInDestination>;

/** What the cash-in code, PAYA/SATNA and Pol pages show. */
export const cashInInstructions = z
  .object({
    /** The user's own code, the same on every call: 10 digits, the last a Luhn check digit. */
    code: z.string().regex(/^\d{10}$/),
    destination: cashInDestination,
    /** PAYA_CYCLE_TIMES, HH:MM in Tehran time. */
    payaCycleTimes: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
    timeZone: z.literal('Asia/Tehran'),
    /** The next PAYA cycle on the server's clock, and by when a PAYA transfer sent now is credited. */
    nextPayaCycleAt: isoDateTime,
    creditedBy: isoDateTime,
    creditMinutesAfterCycle: z.int(),
    minAmount: decimalString,
    polMaxAmount: decimalString,
    satnaMinAmount: decimalString,
    rules: z.array(z.enum(IDENTIFIED_DEPOSIT_RULES)),
  })
  .meta({ id: 'CashInInstructions' });
export type CashInInstructions = z.infer<typeof cashInInstructions>;

/** A bank transfer that came in with the user's code, and what became of it. */
export const identifiedDeposit = z
  .object({
    id: z.string(),
    source: z.enum(BANK_TRANSFER_SOURCES),
    amount: decimalString,
    fromIban: z.string(),
    /** The bank's tracking number of the transfer. */
    reference: z.string(),
    status: z.enum(IDENTIFIED_DEPOSIT_STATUSES),
    returnReason: z.enum(IDENTIFIED_DEPOSIT_RETURN_REASONS).nullable(),
    receivedAt: isoDateTime,
    /** When it is due on the balance: the PAYA cycle, or the time received for SATNA and Pol. */
    dueAt: isoDateTime,
    creditedAt: z.nullable(isoDateTime),
    /** The DEPOSIT transaction once credited. */
    transactionId: z.string().nullable(),
  })
  .meta({ id: 'IdentifiedDeposit' });
export type IdentifiedDeposit = z.infer<typeof identifiedDeposit>;
