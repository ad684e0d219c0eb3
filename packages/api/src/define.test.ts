import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './calls';
import { defineCall, type CallDefinition } from './define';

const base = {
  method: 'POST',
  path: '/x/{taskId}',
  summary: 'x',
  auth: 'user',
  tags: [],
  response: z.object({}),
} as const;
const params = z.object({ taskId: z.string() });

describe('call definitions', () => {
  it('a spending call must be idempotent and two-factor protected, or it does not compile', () => {
    // @ts-expect-error a spending call without an Idempotency-Key
    defineCall({ ...base, spends: true, twoFactor: { fixed: 'X' } });
    // @ts-expect-error a spending call without two-factor
    defineCall({ ...base, spends: true, idempotent: true });
    expect(
      defineCall({ ...base, spends: true, idempotent: true, twoFactor: { idempotencyKey: true } }).spends,
    ).toBe(true);
  });

  it('a code bound to a path parameter needs the parameter, or it does not compile', () => {
    // @ts-expect-error no such parameter
    defineCall({ ...base, params, twoFactor: { param: 'taskid' } });
    // @ts-expect-error no parameters at all
    defineCall({ ...base, twoFactor: { param: 'taskId' } });
    expect(defineCall({ ...base, params, twoFactor: { param: 'taskId' } }).twoFactor).toEqual({
      param: 'taskId',
    });
  });

  it('every spending call of the contract is idempotent and two-factor protected', () => {
    const spending = (Object.entries(calls) as [string, CallDefinition][]).filter(([, d]) => d.spends);
    expect(spending.map(([name]) => name).sort()).toEqual([
      'internalTransfer',
      'rialWithdraw',
      'runExpressTask',
    ]);
    for (const [, definition] of spending) {
      expect(definition.idempotent).toBe(true);
      expect(definition.twoFactor).toBeDefined();
    }
  });

  it('a trading call must be idempotent, or it does not compile', () => {
    // @ts-expect-error a trading call without an Idempotency-Key
    defineCall({ ...base, trades: true });
    expect(defineCall({ ...base, trades: true, idempotent: true }).trades).toBe(true);
  });

  it('the contract marks every trade: the swap order (and express sell), invoice payments, running a task', () => {
    const trading = (Object.entries(calls) as [string, CallDefinition][]).filter(([, d]) => d.trades);
    expect(trading.map(([name]) => name).sort()).toEqual([
      'otcOrder',
      'payInvoice',
      'payPaymentInvoice',
      'runExpressTask',
    ]);
    for (const [, definition] of trading) expect(definition.idempotent).toBe(true);
  });
});
