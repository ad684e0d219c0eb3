import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserLevel } from '@wallet/api';
import { levelAbilities, type KycTier } from '@wallet/core';

export type { KycTier };

/** Spec 000 §6: basic, intermediate (KYC 1), advanced (KYC 2), as core's level table gives them. */
export const tierOf = (level: UserLevel): KycTier => levelAbilities(level).tier;

export const TIER_NAMES: Record<KycTier, MessageDescriptor> = {
  BASIC: msg`Basic`,
  LEVEL_1: msg`Level 1 (intermediate)`,
  LEVEL_2: msg`Level 2 (advanced)`,
};

/** What each level allows (spec 000 §6, 001 §9 limits by level). */
export const TIER_ALLOWANCES: Record<KycTier, readonly MessageDescriptor[]> = {
  BASIC: [msg`Deposit and hold crypto`, msg`Withdrawals and Toman payments need level 1`],
  LEVEL_1: [
    msg`Deposit Toman and crypto without limit`,
    msg`Withdraw up to 200 million Toman a day`,
    msg`Withdraw crypto worth up to 20 dollars a day`,
  ],
  LEVEL_2: [msg`Withdraw crypto worth up to 2,000 dollars a day`, msg`Toman withdrawals as level 1`],
};
