import { describe, expect, it } from 'vitest';
import { LEVEL_ABILITIES, levelAbilities, levelsThat, USER_LEVELS, type UserLevel } from './user-levels';

type Row = [
  level: UserLevel,
  tier: string,
  authorized: boolean,
  rial: boolean,
  trade: boolean,
  cryptoDailyUsd: string | null,
  tomanDaily: string | null,
  level2: boolean,
  next: string | null,
];

// One row per level, as spec 000 §3 and §6 and 001 §9 give it (LEVEL_1_GLOBAL: see the table's comment).
const EXPECTED: Row[] = [
  ['SIGNUP', 'BASIC', false, false, false, null, null, false, 'LEVEL_1'],
  ['LEVEL_0', 'BASIC', false, false, false, null, null, false, 'LEVEL_1'],
  ['LEVEL_1_GLOBAL', 'LEVEL_1', true, false, true, '20', null, false, 'LEVEL_1'],
  ['LEVEL_1_IR', 'LEVEL_1', true, true, true, '20', '200000000', true, 'LEVEL_2'],
  ['LEVEL_2_IR', 'LEVEL_2', true, true, true, '2000', '200000000', false, null],
];

describe('LEVEL_ABILITIES', () => {
  it('has a row for every user level and no other', () => {
    expect(Object.keys(LEVEL_ABILITIES).sort()).toEqual([...USER_LEVELS].sort());
    expect(EXPECTED.map(([level]) => level).sort()).toEqual([...USER_LEVELS].sort());
  });

  it.each(EXPECTED)(
    '[KYC-01] %s: tier %s, authorized %s, Rial %s, trade %s, crypto %s USD a day, Toman %s a day, level 2 %s, next %s',
    (level, tier, authorized, rial, trade, cryptoDaily, tomanDaily, level2, next) => {
      const abilities = levelAbilities(level);
      expect(abilities.tier).toBe(tier);
      expect(abilities.isAuthorized).toBe(authorized);
      expect(abilities.rialBanking).toBe(rial);
      expect(abilities.trade).toBe(trade);
      expect(abilities.cryptoWithdrawUsd?.daily ?? null).toBe(cryptoDaily);
      expect(abilities.rialWithdrawToman?.daily ?? null).toBe(tomanDaily);
      expect(abilities.level2Eligible).toBe(level2);
      expect(abilities.next).toBe(next);
    },
  );

  it('keeps the rules that tie the columns together', () => {
    for (const level of USER_LEVELS) {
      const abilities = levelAbilities(level);
      // Toman leaves only to a checked IBAN: no Rial banking, no Toman withdrawal.
      expect(abilities.rialWithdrawToman !== null, level).toBe(abilities.rialBanking);
      // Authorized is the short names LEVEL_1 and LEVEL_2; level 1 is asked of every level without Rial banking.
      expect(abilities.isAuthorized, level).toBe(abilities.tier !== 'BASIC');
      expect(abilities.next === 'LEVEL_1', level).toBe(!abilities.rialBanking);
      // Whatever may withdraw Toman or trade may withdraw crypto.
      if (abilities.rialBanking || abilities.trade) expect(abilities.cryptoWithdrawUsd, level).not.toBeNull();
      expect(abilities.level2Eligible, level).toBe(abilities.next === 'LEVEL_2');
    }
  });

  it('lists the levels that have an ability in USER_LEVELS order', () => {
    expect(levelsThat((each) => each.rialBanking)).toEqual(['LEVEL_1_IR', 'LEVEL_2_IR']);
    expect(levelsThat((each) => each.cryptoWithdrawUsd !== null)).toEqual([
      'LEVEL_1_GLOBAL',
      'LEVEL_1_IR',
      'LEVEL_2_IR',
    ]);
  });
});
