import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WalletApi } from '@wallet/api';
import { add } from '@wallet/core';
import { expressTasks } from '../../src/db/schema';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
let api: WalletApi;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
  ({ api } = await t.userWith('09121230001', {
    level: 'LEVEL_2_IR',
    credit: [{ token: 'TON', amount: '50' }],
  }));
}, 240_000);
afterAll(() => t.close());

let keyCount = 0;
const key = () => `express-task-test-${++keyCount}`;

const tonBalance = async () => (await api.asset({ params: { token: 'TON' } })).balance.amount.number;

async function pricedTask(): Promise<string> {
  const receipt = await api.withdrawReceipt({
    body: {
      amount: '1',
      token: 'TON',
      network: 'TON',
      address: 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c',
      memo: 'task-test',
      useAccountBalance: true,
    },
  });
  return receipt.taskId;
}

const storedPayload = async (taskId: string) =>
  (await t.running.sandbox.db.select().from(expressTasks).where(eq(expressTasks.id, taskId)))[0]!
    .payload as Record<string, unknown>;

describe('express tasks are read back through their kind', () => {
  it.each<[string, (payload: Record<string, unknown>) => unknown]>([
    ['an amount that is a number', (payload) => ({ ...payload, totalAmount: 1.05 })],
    ['no address', ({ address: _address, ...payload }) => payload],
    ['no payload at all', () => ({})],
  ])('a WITHDRAW task with %s is refused as TASK_EXPIRED and moves nothing', async (_, alter) => {
    const taskId = await pricedTask();
    const payload = alter(await storedPayload(taskId));
    await t.running.sandbox.db.update(expressTasks).set({ payload }).where(eq(expressTasks.id, taskId));
    const before = await tonBalance();

    const refused = await apiFailure(api.runExpressTask({ params: { taskId } }, { idempotencyKey: key() }));
    expect([refused.status, refused.codeString]).toEqual([422, 'TASK_EXPIRED']);
    expect(await tonBalance()).toEqual(before);
  });

  it('a WITHDRAW task as it was priced runs', async () => {
    const taskId = await pricedTask();
    const before = await tonBalance();
    const ran = await api.runExpressTask({ params: { taskId } }, { idempotencyKey: key() });
    expect(ran.kind).toBe('WITHDRAW');
    expect(ran.transaction).toMatchObject({ refId: taskId, status: 'TRANSACTION_CREATED' });
    expect(await tonBalance()).toBe(add(before, '-1.05'));
  });
});
