import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserLevel } from '@wallet/api';

/** Spec 000 §6: basic, intermediate (KYC 1), advanced (KYC 2). */
export type KycTier = 'BASIC' | 'LEVEL_1' | 'LEVEL_2';

export function tierOf(level: UserLevel): KycTier {
  if (level === 'LEVEL_2_IR') return 'LEVEL_2';
  if (level === 'LEVEL_1_IR' || level === 'LEVEL_1_GLOBAL') return 'LEVEL_1';
  return 'BASIC';
}

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
