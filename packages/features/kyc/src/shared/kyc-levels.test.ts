import { describe, expect, it } from 'vitest';
import { USER_LEVELS, userLevel } from '@wallet/api';
import { tierOf } from './kyc-levels';

describe('user levels', () => {
  it('[KYC-01] the levels are LEVEL_0, LEVEL_1_IR, LEVEL_2_IR, LEVEL_1_GLOBAL and SIGNUP, and no other', () => {
    expect([...USER_LEVELS].sort()).toEqual(
      ['LEVEL_0', 'LEVEL_1_GLOBAL', 'LEVEL_1_IR', 'LEVEL_2_IR', 'SIGNUP'].sort(),
    );
    expect(userLevel.safeParse('LEVEL_3_IR').success).toBe(false);
  });

  it('[KYC-01] LEVEL_1 and LEVEL_2 are the short names the screens use for the levels', () => {
    expect(USER_LEVELS.map((level) => [level, tierOf(level)])).toEqual([
      ['LEVEL_0', 'BASIC'],
      ['LEVEL_1_GLOBAL', 'LEVEL_1'],
      ['LEVEL_1_IR', 'LEVEL_1'],
      ['LEVEL_2_IR', 'LEVEL_2'],
      ['SIGNUP', 'BASIC'],
    ]);
  });
});
