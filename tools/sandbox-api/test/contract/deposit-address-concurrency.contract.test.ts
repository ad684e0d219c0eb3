import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAddresses } from '../../src/db/schema';
import { startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const PARALLEL_REQUESTS = 20;

describe('parallel first requests for a deposit address', () => {
  it.each([
    ['a network of own addresses', 'DOGE', 'DOGE', '09124460001'],
    ['a memo network', 'TON', 'TON', '09124460002'],
  ])(
    `[DEP-01] on %s, ${PARALLEL_REQUESTS} at once give one address, stored once`,
    async (_, token, network, number) => {
      const api = t.api((await t.login(number)).token);
      const userId = Number((await api.whoami()).id);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_REQUESTS }, () => api.depositAddress({ query: { token, network } })),
      );
      expect(new Set(answers.map((a) => `${a.address}/${a.memo ?? ''}`)).size).toBe(1);
      const rows = await t.running.sandbox.db
        .select({ id: depositAddresses.id })
        .from(depositAddresses)
        .where(
          and(
            eq(depositAddresses.userId, userId),
            eq(depositAddresses.token, token),
            eq(depositAddresses.network, network),
          ),
        );
      expect(rows).toHaveLength(1);
    },
  );
});
