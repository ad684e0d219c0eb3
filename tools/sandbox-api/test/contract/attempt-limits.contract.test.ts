import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_LOOKUP_LIMIT } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// Calls whose tries are limited per user, so that a stolen or scripted session cannot list users or guess codes.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

let numbers = 0;
const newUser = async () => t.api((await t.login(`0912447${String(++numbers).padStart(4, '0')}`)).token);

describe('recipient lookup for internal transfers', () => {
  it('answers at most 20 lookups a minute per user, found or not; then 429 TOO_MANY_REQUESTS', async () => {
    const api = await newUser();
    const queries = Array.from({ length: 25 }, (_, i) =>
      i % 2 ? '@demo_level2' : `0912000${String(i).padStart(4, '0')}`,
    );
    const results = await Promise.allSettled(
      queries.map((query) => api.findTransferRecipient({ query: { query } })),
    );
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as { codeString: string }).codeString === 'TOO_MANY_REQUESTS',
    );
    expect(refused).toHaveLength(25 - RECIPIENT_LOOKUP_LIMIT.max);
    // Another user is not held back by this one.
    await expect(
      (await newUser()).findTransferRecipient({ query: { query: '@demo_level2' } }),
    ).resolves.toMatchObject({
      handle: '@demo_level2',
    });
    await t.advanceClock(61);
    await expect(api.findTransferRecipient({ query: { query: '@demo_level2' } })).resolves.toMatchObject({
      handle: '@demo_level2',
    });
  });
});

describe('gift card codes', () => {
  it('[PROF-04] allow 10 unknown codes per user an hour; then 429 even for a real code, which an hour later is claimed', async () => {
    const api = await newUser();
    for (let i = 0; i < 10; i++) {
      const wrong = await apiFailure(api.claimGiftCard({ body: { code: `GUESS-${i}-XYZ` } }, moneyKey()));
      expect(wrong.codeString).toBe('GIFT_CARD_NOT_FOUND');
    }
    const refused = await apiFailure(api.claimGiftCard({ body: { code: 'GIFT-DEMO-TON-2' } }, moneyKey()));
    expect({ status: refused.status, codeString: refused.codeString }).toEqual({
      status: 429,
      codeString: 'TOO_MANY_REQUESTS',
    });
    await t.advanceClock(3600 + 1);
    await expect(api.claimGiftCard({ body: { code: 'GIFT-DEMO-TON-2' } }, moneyKey())).resolves.toMatchObject(
      {
        token: 'TON',
      },
    );
  });

  it('counts parallel guesses: of 30 at once, exactly 10 are looked up', async () => {
    const api = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        api.claimGiftCard({ body: { code: `PARALLEL-${i}` } }, moneyKey()),
      ),
    );
    const codes = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { codeString: string }).codeString : 'CLAIMED',
    );
    expect(codes.filter((code) => code === 'GIFT_CARD_NOT_FOUND')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(20);
  });
});
