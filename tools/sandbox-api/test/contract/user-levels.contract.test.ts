import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS, type UserLevel } from '@wallet/api';
import { levelAbilities } from '@wallet/core';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

// The sandbox's level checks read core's level table: each level gets what its row says, LEVEL_1_GLOBAL too.
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

let serial = 0;
const userAt = (level: UserLevel) => {
  serial += 1;
  return t.userWith(`0912776${String(serial).padStart(4, '0')}`, {
    level,
    credit: [{ token: 'IRT', amount: '1000000' }],
  });
};
// A card of the user's own in the sandbox's bank (the README's demo numbers).
const OWN_CARD = '6037991234567828';
const refusal = async (promise: Promise<unknown>) => {
  const error = await apiFailure(promise);
  return [error.status, error.codeString];
};
const WEBM = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01])]);
const LOCKED_QUOTE = {
  sourceToken: 'IRT',
  destinationToken: 'USDT',
  sourceAmount: '100000',
  createSwapToken: true,
} as const;

describe.each(USER_LEVELS)('[KYC-01] a %s user', (level) => {
  const abilities = levelAbilities(level);

  it(`Rial banking: ${abilities.rialBanking}`, async () => {
    const { api } = await userAt(level);
    const inquiry = api.bankCardInquiry({ query: { number: OWN_CARD } });
    if (abilities.rialBanking) expect((await inquiry).bank.id).toBeTruthy();
    else expect(await refusal(inquiry)).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it(`trade: ${abilities.trade}`, async () => {
    const { api } = await userAt(level);
    if (abilities.trade) expect((await api.otcPrice({ body: LOCKED_QUOTE })).swapToken).not.toBeNull();
    else
      expect(await refusal(api.otcPrice({ body: LOCKED_QUOTE }))).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it(`crypto withdraw limits: ${abilities.cryptoWithdrawUsd?.daily ?? 'none'} USD a day`, async () => {
    const { api } = await userAt(level);
    expect((await api.withdrawStatus()).limits?.dailyUsd ?? null).toBe(
      abilities.cryptoWithdrawUsd?.daily ?? null,
    );
  });

  it(`level 2 documents: ${abilities.level2Eligible ? 'taken' : 'refused'}`, async () => {
    const { api } = await userAt(level);
    const upload = api.uploadKycDocument({ body: { type: 'SELFIE_VIDEO', data: WEBM } });
    if (abilities.level2Eligible) expect((await upload).uploadedTypes).toEqual(['SELFIE_VIDEO']);
    else
      expect(await refusal(upload)).toEqual(
        abilities.tier === 'LEVEL_2' ? [409, 'DUPLICATE_KYC_DOCUMENT'] : [403, 'INSUFFICIENT_USER_LEVEL'],
      );
  });

  it(`level 1 ${abilities.next === 'LEVEL_1' ? 'is still to do' : 'is done'} in GET /v1/kyc`, async () => {
    const { api } = await userAt(level);
    const info = await api.kycInfo();
    expect(info.level1Status === 'SUCCEED').toBe(abilities.next !== 'LEVEL_1');
  });
});
