import { z } from 'zod';
import { bankInfo } from './bank-accounts';
import { isoDateTime } from './primitives';
import { INSTANT_BANK_MAX_TOMAN, RIAL_DEPOSIT_MIN_TOMAN } from './rial';
import { transaction } from './transactions';

/**
 * A direct-debit contract (spec 000 §3: bank, max daily deposit). CREATING: waiting for the user's answer on
 * the bank's page; PENDING: approved there, the bank is registering it (spec 000 §4: a few seconds); ACTIVE:
 * deposits may be drawn through it; FAILED: declined or never answered ("contract creation failed");
 * CANCELLED: the user ended it.
 */
export const DIRECT_DEBIT_CONTRACT_STATUSES = [
  'CREATING',
  'PENDING',
  'ACTIVE',
  'FAILED',
  'CANCELLED',
] as const;
export type DirectDebitContractStatus = (typeof DIRECT_DEBIT_CONTRACT_STATUSES)[number];

/** The banks that offer direct debit, by core's bank ids. */
export const DIRECT_DEBIT_BANK_IDS = ['MELLI', 'MELLAT', 'SAMAN', 'PASARGAD', 'TEJARAT', 'PARSIAN'] as const;

/** Spec 000 §4 "takes a few seconds": how long an approved contract stays PENDING. */
export const DIRECT_DEBIT_ACTIVATION_SECONDS = 5;
/** A contract not answered on the bank's page within this time fails. */
export const DIRECT_DEBIT_ANSWER_MINUTES = 15;

const isWhole = (value: string) => /^\d{1,12}$/.test(value);

/** A whole number of Toman from RIAL_DEPOSIT_MIN_TOMAN to INSTANT_BANK_MAX_TOMAN (spec 001 §9). */
export const directDebitToman = z
  .string()
  .regex(/^\d{1,12}$/, 'a whole number of Toman')
  .refine((value) => isWhole(value) && BigInt(value) >= BigInt(RIAL_DEPOSIT_MIN_TOMAN), {
    message: `at least ${RIAL_DEPOSIT_MIN_TOMAN} Toman`,
  })
  .refine((value) => isWhole(value) && BigInt(value) <= BigInt(INSTANT_BANK_MAX_TOMAN), {
    message: `at most ${INSTANT_BANK_MAX_TOMAN} Toman`,
  });

export const directDebitContract = z
  .object({
    id: z.string(),
    bank: bankInfo,
    status: z.enum(DIRECT_DEBIT_CONTRACT_STATUSES),
    /** Toman a day the bank may draw through this contract. */
    maxDailyDeposit: z.string(),
    /** Toman drawn through it in the last 24 hours, and what is left of its max. */
    usedToday: z.string(),
    leftToday: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'DirectDebitContract' });
export type DirectDebitContract = z.infer<typeof directDebitContract>;

export const createDirectDebitContractRequest = z
  .object({
    bankId: z.string().min(1).max(32),
    maxDailyDeposit: directDebitToman,
    /** Where the bank's page sends the user after the answer, with `contractId` added; none in the mini-app. */
    returnUrl: z
      .string()
      .max(2048)
      .url()
      .refine((url) => /^https?:\/\//.test(url), { message: 'an http(s) address' })
      .optional(),
  })
  .strict()
  .meta({ id: 'CreateDirectDebitContractRequest' });

export const createdDirectDebitContract = z
  .object({
    contractId: z.string(),
    /** The bank's page where the user approves or declines the contract. */
    bankUrl: z.string(),
    status: z.literal('CREATING'),
  })
  .meta({ id: 'CreatedDirectDebitContract' });

export const directDebitDepositRequest = z
  .object({ contractId: z.string().regex(/^\d{1,18}$/), amount: directDebitToman })
  .strict()
  .meta({ id: 'DirectDebitDepositRequest' });

export const directDebitDepositResult = z
  .object({ transaction, contract: directDebitContract })
  .meta({ id: 'DirectDebitDepositResult' });
