import { levelAbilities, levelsThat } from '@wallet/core';
import type { FeatureFlag } from './coins';
import type { UserLevel } from './user';

// The Rial side's shared words and figures (spec 000 §3, §6; 001 §9). Amounts are Toman (IRT) as the user sees
// them; a bank-side figure in Rial goes through core's one conversion (tomanToRial / rialToToman).

/**
 * Spec 000 §6 (RIAL-01): the levels that may use Rial deposit, withdrawal and card payment methods, read from
 * core's level table (LEVEL_1_IR and LEVEL_2_IR).
 */
export const RIAL_BANKING_LEVELS: readonly UserLevel[] = levelsThat((level) => level.rialBanking);
export const isRialBankingLevel = (level: UserLevel) => levelAbilities(level).rialBanking;

/** Spec 000 §3 "Rial deposit methods", in the order the hub lists them; each is behind the flag of its name. */
export const RIAL_DEPOSIT_METHODS = [
  'GATEWAY',
  'CASH_IN_CODE',
  'DIRECT_DEBIT',
  'CARD_TO_CARD',
  'POL',
  'PAYA_SATNA',
  'BLU_SAMAN',
  'SAMAN_SAMAN',
] as const satisfies readonly FeatureFlag[];
export type RialDepositMethod = (typeof RIAL_DEPOSIT_METHODS)[number];

/** Spec 000 §3 "Deposit sources": where a Rial deposit came from. */
export const DEPOSIT_SOURCES = [
  'BLUBANK',
  'MOBILET',
  'NETBANK',
  'PAYA',
  'SATNA',
  'POL',
  'CARD2CARD',
] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];

/** Spec 001 §9 "Deposit": one deposit, in Toman. */
export const RIAL_DEPOSIT_MIN_TOMAN = '5000';
export const RIAL_DEPOSIT_MAX_TOMAN = '25000000';
/** Shaparak's daily cap on gateway payments, per national ID, in Toman (designed here from the bank rule). */
export const GATEWAY_DAILY_CAP_TOMAN = '25000000';
/** Spec 001 §9 "Direct debit and Blu to Saman": instant, no fee, up to this many Toman. */
export const INSTANT_BANK_MAX_TOMAN = '200000000';
/** Spec 001 §9 "Rial withdraw": one withdrawal to an IBAN, in Toman. */
export const RIAL_WITHDRAW_MIN_TOMAN = '15000';
export const RIAL_WITHDRAW_MAX_TOMAN = '200000000';
/** Spec 001 §9: after a gateway deposit, a judicial restriction may hold withdrawals this many working hours. */
export const GATEWAY_WITHDRAW_HOLD_WORKING_HOURS = { min: 24, max: 72 } as const;
/** Spec 001 §8, §9: a failed gateway payment's deducted amount comes back within this many hours. */
export const GATEWAY_REFUND_HOURS = 72;
/** Spec 001 §9: an identified (cash-in code) deposit is credited up to an hour after the first PAYA cycle. */
export const IDENTIFIED_DEPOSIT_CREDIT_MINUTES = 60;

/**
 * The limit flags of spec 000 §6. The spec names them, not what they do; each effect is designed here, the
 * same on the server (the refusal) and in the client (the notice). A "warn" flag never refuses.
 */
export const LIMIT_FLAG_EFFECTS = {
  RIAL_DEPOSIT_LIMIT:
    'Rial deposits are paused: starting any Rial deposit method is refused with 422 RIAL_DEPOSIT_LIMITED and the deposit hub says so instead of listing methods.',
  RIAL_WITHDRAW_LIMIT:
    'Toman leaving the wallet is paused (a withdrawal to an IBAN, an internal transfer of Toman): the spend guard refuses with 422 RIAL_WITHDRAW_LIMITED (a Rial withdraw preview too) and the pages say so.',
  RIAL_WITHDRAW_WARN_LIMIT:
    'Rial withdrawals still go through but may settle late: the withdraw page shows a warning before the user confirms.',
  CRYPTO_DEPOSIT_LIMIT:
    'Coin deposits are paused: deposit addresses are refused with 422 CRYPTO_DEPOSIT_LIMITED and the deposit page says so.',
  CRYPTO_WITHDRAW_LIMIT:
    'Coins leaving the wallet are paused (a withdrawal to a network, an internal transfer of a coin): the spend guard refuses pricing and running with 422 CRYPTO_WITHDRAW_LIMITED and the pages say so.',
  CRYPTO_WITHDRAW_WARN_LIMIT:
    'Coins still leave the wallet, but withdrawals may be reviewed late: the withdraw and transfer pages show a warning before the user confirms.',
  IRGC_LIMIT:
    'A regulatory hold on every way money leaves the wallet (Rial withdrawal, coin withdrawal, internal transfer): the spend guard refuses with 422 WITHDRAWALS_RESTRICTED before any other pause, and the pages tell the user to contact support.',
  ALL_SWAP_LIMIT:
    'Every trade is paused (a swap, an express buy, sell or withdraw): pricing (a plain quote too) and executing are refused with 422 SWAP_LIMITED, and the pages say so instead of offering the trade.',
  RIAL_SWAP_LIMIT:
    'Trades with Toman on either side are paused (Toman to a coin, a coin to Toman, express buy and sell): refused with 422 RIAL_SWAP_LIMITED; coin-to-coin swaps go on.',
  ALL_SWAP_WARN_LIMIT:
    'Trades still go through, but prices may move more than usual: the swap and express pages show a warning before the user confirms.',
} as const satisfies Partial<Record<FeatureFlag, string>>;
export type LimitFlag = keyof typeof LIMIT_FLAG_EFFECTS;
