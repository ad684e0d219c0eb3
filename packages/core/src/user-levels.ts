/** Spec 000 §3 user levels. */
export const USER_LEVELS = ['LEVEL_0', 'LEVEL_1_GLOBAL', 'LEVEL_1_IR', 'LEVEL_2_IR', 'SIGNUP'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** Spec 000 §6: the KYC ladder, basic, intermediate (KYC 1) and advanced (KYC 2). */
export type KycTier = 'BASIC' | 'LEVEL_1' | 'LEVEL_2';

/** A withdrawal limit per 24 h and per 30 days, as decimal strings. */
export interface LevelLimit {
  daily: string;
  monthly: string;
}

/** What a user level may do, and where verification leads next. */
export interface LevelAbilities {
  /** Where the level stands on the KYC ladder; LEVEL_1 and LEVEL_2 are the spec's short names. */
  tier: KycTier;
  /** Spec 000 §6: "LEVEL_1 and LEVEL_2 are the authorized levels. Others see the authorize banner." */
  isAuthorized: boolean;
  /** Spec 000 §6: Rial deposit and withdrawal, bank cards and IBANs, Rial card payment methods. */
  rialBanking: boolean;
  /** Swap, express buy, sell and withdraw (designed here: a basic account may not trade). */
  trade: boolean;
  /** Crypto withdraw limits in USD (spec 000 §6, 001 §9); null: the level may not withdraw crypto. */
  cryptoWithdrawUsd: LevelLimit | null;
  /** Toman withdraw limits (spec 000 §6, 001 §9); null: the level may not withdraw Toman. */
  rialWithdrawToman: LevelLimit | null;
  /** May send level 2's documents (the national ID card and the selfie video). */
  level2Eligible: boolean;
  /**
   * The verification the app asks for next (the KYC hub leads there; the dashboard banner too, for a level not
   * authorized); null at the top.
   */
  next: 'LEVEL_1' | 'LEVEL_2' | null;
}

// Spec 001 §9 gives the daily figures; the 30-day ones are designed here (crypto: ten days' worth, Toman: thirty).
const CRYPTO_LEVEL_1: LevelLimit = { daily: '20', monthly: '200' };
const CRYPTO_LEVEL_2: LevelLimit = { daily: '2000', monthly: '20000' };
const TOMAN_LEVELS_1_AND_2: LevelLimit = { daily: '200000000', monthly: '6000000000' };

const BASIC: LevelAbilities = {
  tier: 'BASIC',
  isAuthorized: false,
  rialBanking: false,
  trade: false,
  cryptoWithdrawUsd: null,
  rialWithdrawToman: null,
  level2Eligible: false,
  next: 'LEVEL_1',
};

/**
 * The one table of what each level may do. LEVEL_1_GLOBAL is identity verified without an Iranian national
 * code: it is level 1 by the spec's short name LEVEL_1 (authorized, no banner; level 1's crypto limits and
 * trades), but spec 000's KYC levels and "intermediate" are LEVEL_1_IR, so it has no Rial banking (no national
 * code and mobile for a bank to match), no Toman withdrawal, and no level 2 (whose document is the Iranian
 * national ID card): what it is asked for next is level 1 with a national code, which lifts it to LEVEL_1_IR.
 * SIGNUP (a sign-up not finished) is basic.
 */
export const LEVEL_ABILITIES: Readonly<Record<UserLevel, LevelAbilities>> = {
  SIGNUP: BASIC,
  LEVEL_0: BASIC,
  LEVEL_1_GLOBAL: {
    tier: 'LEVEL_1',
    isAuthorized: true,
    rialBanking: false,
    trade: true,
    cryptoWithdrawUsd: CRYPTO_LEVEL_1,
    rialWithdrawToman: null,
    level2Eligible: false,
    next: 'LEVEL_1',
  },
  LEVEL_1_IR: {
    tier: 'LEVEL_1',
    isAuthorized: true,
    rialBanking: true,
    trade: true,
    cryptoWithdrawUsd: CRYPTO_LEVEL_1,
    rialWithdrawToman: TOMAN_LEVELS_1_AND_2,
    level2Eligible: true,
    next: 'LEVEL_2',
  },
  LEVEL_2_IR: {
    tier: 'LEVEL_2',
    isAuthorized: true,
    rialBanking: true,
    trade: true,
    cryptoWithdrawUsd: CRYPTO_LEVEL_2,
    rialWithdrawToman: TOMAN_LEVELS_1_AND_2,
    level2Eligible: false,
    next: null,
  },
};

export const levelAbilities = (level: UserLevel): LevelAbilities => LEVEL_ABILITIES[level];

/** The levels that have an ability, in USER_LEVELS order. */
export const levelsThat = (has: (abilities: LevelAbilities) => boolean): UserLevel[] =>
  USER_LEVELS.filter((level) => has(LEVEL_ABILITIES[level]));
