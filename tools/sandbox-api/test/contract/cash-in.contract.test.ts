import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentifiedDeposit, WalletApi } from '@wallet/api';
import { creditDueIdentifiedDeposits } from '../../src/rial/cash-in/incoming-transfers';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** The README's demo IBANs: own ones end in an even digit, someone else's in an odd one. */
const OWN_IBAN = 'IR110170000000100000000002';
const SOMEONE_ELSES_IBAN = 'IR810170000000100000000003';
/** The longest gap between two PAYA cycles (18:45 to 03:45) is 9 hours. */
const PAST_ANY_CYCLE_SECONDS = 9 * 3600 + 60;

let users = 0;
let references = 0;
/** A new level-1 user with OWN_IBAN registered, and their cash-in code. */
async function depositor(): Promise<{ api: WalletApi; code: string }> {
  users++;
  const { api } = await t.userWith(`0912772${String(users).padStart(4, '0')}`, { level: 'LEVEL_1_IR' });
  await api.addBankIban({ body: { number: OWN_IBAN } });
  return { api, code: (await api.cashInCode()).code };
}

async function incomingTransfer(transfer: {
  code: string;
  amount: string;
  source: 'PAYA' | 'SATNA' | 'POL';
  fromIban: string;
  reference?: string;
}): Promise<{ status: number; deposit: IdentifiedDeposit; body: any }> {
  references++;
  const { status, body } = await t.raw('/__sandbox/bank/incoming-transfer', {
    method: 'POST',
    body: JSON.stringify({ reference: `TEST-${references}`, ...transfer }),
  });
  return { status, deposit: body.result, body };
}

const irtBalance = async (api: WalletApi) =>
  (await api.asset({ params: { token: 'IRT' } })).balance.amount.number;
const setFlag = (name: string, enabled: boolean) =>
  t.raw(`/__sandbox/flags/${name}`, { method: 'PUT', body: JSON.stringify({ enabled }) });

describe('GET /v1/bank/cash-in-code', () => {
  it('gives the user one code of their own, the wallet’s account and the PAYA cycles, and the rules', async () => {
    const { api, code } = await depositor();
    const answer = await api.cashInCode();
    expect(answer.code).toBe(code);
    expect(code).toMatch(/^[1-9]\d{9}$/);
    expect((await api.cashInCode({ query: { method: 'POL' } })).code).toBe(code);
    expect((await depositor()).code).not.toBe(code);
    expect(answer.destination).toMatchObject({ bankId: 'SAMAN', iban: expect.stringMatching(/^IR\d{24}$/) });
    expect(answer.payaCycleTimes).toEqual(['03:45', '10:45', '13:45', '18:45']);
    expect(answer.rules).toEqual(['USE_CASH_IN_CODE', 'FROM_OWN_REGISTERED_IBAN', 'NO_BRIDGE_ACCOUNT']);
    const cycle = Date.parse(answer.nextPayaCycleAt);
    expect(cycle).toBeGreaterThan(Date.now());
    expect(Date.parse(answer.creditedBy) - cycle).toBe(60 * 60_000);
  });

  it('[RIAL-01] refuses a LEVEL_0 user with 403 INSUFFICIENT_USER_LEVEL, on the code and the list', async () => {
    const { api } = await t.userWith('09127729001', { level: 'LEVEL_0' });
    for (const attempt of [() => api.cashInCode(), () => api.identifiedDeposits()]) {
      const error = await apiFailure(attempt());
      expect([error.status, error.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    }
  });

  it('[RIAL-07] refuses a method whose flag is off with 422 IDENTIFIED_DEPOSIT_UNAVAILABLE, the others still answer', async () => {
    const { api } = await depositor();
    await setFlag('CASH_IN_CODE', false);
    try {
      const error = await apiFailure(api.cashInCode());
      expect([error.status, error.codeString]).toEqual([422, 'IDENTIFIED_DEPOSIT_UNAVAILABLE']);
      expect(error.localizedMessage).toBeTruthy();
      expect((await api.cashInCode({ query: { method: 'PAYA_SATNA' } })).code).toMatch(/^\d{10}$/);
    } finally {
      await setFlag('CASH_IN_CODE', true);
    }
    await setFlag('POL', false);
    try {
      const error = await apiFailure(api.cashInCode({ query: { method: 'POL' } }));
      expect(error.codeString).toBe('IDENTIFIED_DEPOSIT_UNAVAILABLE');
    } finally {
      await setFlag('POL', true);
    }
  });

  it('refuses with 422 RIAL_DEPOSIT_LIMITED while RIAL_DEPOSIT_LIMIT is on', async () => {
    const { api } = await depositor();
    await setFlag('RIAL_DEPOSIT_LIMIT', true);
    try {
      const error = await apiFailure(api.cashInCode());
      expect([error.status, error.codeString]).toEqual([422, 'RIAL_DEPOSIT_LIMITED']);
    } finally {
      await setFlag('RIAL_DEPOSIT_LIMIT', false);
    }
  });

  it('refuses a method it does not serve with 400 BAD_INPUT_VALUES', async () => {
    const { token } = await t.userWith('09127729002', { level: 'LEVEL_1_IR' });
    const { status, body } = await t.raw('/v1/bank/cash-in-code?method=GATEWAY', { token });
    expect(status).toBe(400);
    expect(body.codeString).toBe('BAD_INPUT_VALUES');
  });
});

describe('identified deposits', () => {
  it('[RIAL-09] credits a PAYA transfer from the user’s own IBAN at the next PAYA cycle, not before', async () => {
    const { api, code } = await depositor();
    const before = await irtBalance(api);
    const { status, deposit } = await incomingTransfer({
      code,
      amount: '1500000',
      source: 'PAYA',
      fromIban: OWN_IBAN,
    });
    expect(status).toBe(200);
    expect(deposit).toMatchObject({ status: 'WAITING_FOR_CYCLE', returnReason: null, creditedAt: null });
    expect(Date.parse(deposit.dueAt)).toBeGreaterThan(Date.parse(deposit.receivedAt));

    await creditDueIdentifiedDeposits(t.running.sandbox);
    expect(await irtBalance(api)).toBe(before);
    expect((await api.identifiedDeposits()).deposits[0]).toMatchObject({ status: 'WAITING_FOR_CYCLE' });

    await t.advanceClock(PAST_ANY_CYCLE_SECONDS);
    await creditDueIdentifiedDeposits(t.running.sandbox);
    const [credited] = (await api.identifiedDeposits()).deposits;
    expect(credited).toMatchObject({ id: deposit.id, status: 'CREDITED', creditedAt: deposit.dueAt });
    expect(Number(await irtBalance(api)) - Number(before)).toBe(1_500_000);
    const transaction = await api.transaction({ params: { id: credited!.transactionId! } });
    expect(transaction).toMatchObject({ type: 'DEPOSIT', channel: 'BANK', status: 'SUCCEED', token: 'IRT' });
  });

  it('credits a PAYA transfer once, however often the watcher runs or the bank’s message is replayed', async () => {
    const { api, code } = await depositor();
    const before = await irtBalance(api);
    const transfer = {
      code,
      amount: '700000',
      source: 'PAYA' as const,
      fromIban: OWN_IBAN,
      reference: 'ONCE-1',
    };
    await incomingTransfer(transfer);
    await t.advanceClock(PAST_ANY_CYCLE_SECONDS);
    const passes = await Promise.all([
      creditDueIdentifiedDeposits(t.running.sandbox),
      creditDueIdentifiedDeposits(t.running.sandbox),
    ]);
    await creditDueIdentifiedDeposits(t.running.sandbox);
    const replay = await incomingTransfer(transfer);
    expect(replay.deposit).toMatchObject({ reference: 'ONCE-1', status: 'CREDITED' });
    expect(passes.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
    expect(Number(await irtBalance(api)) - Number(before)).toBe(700_000);
    expect((await api.identifiedDeposits()).deposits).toHaveLength(1);
  });

  it('credits SATNA and Pol transfers as soon as they arrive', async () => {
    const { api, code } = await depositor();
    const before = await irtBalance(api);
    const pol = await incomingTransfer({ code, amount: '2000000', source: 'POL', fromIban: OWN_IBAN });
    const satna = await incomingTransfer({ code, amount: '20000000', source: 'SATNA', fromIban: OWN_IBAN });
    expect(pol.deposit.status).toBe('CREDITED');
    expect(satna.deposit.status).toBe('CREDITED');
    expect(Number(await irtBalance(api)) - Number(before)).toBe(22_000_000);
  });

  it('[RIAL-09] returns a transfer from an IBAN the user has not registered and never credits it', async () => {
    const { api, code } = await depositor();
    const before = await irtBalance(api);
    for (const source of ['PAYA', 'POL'] as const) {
      const { deposit } = await incomingTransfer({
        code,
        amount: '900000',
        source,
        fromIban: SOMEONE_ELSES_IBAN,
      });
      expect(deposit).toMatchObject({
        status: 'RETURNED',
        returnReason: 'NOT_OWN_ACCOUNT',
        transactionId: null,
      });
    }
    await t.advanceClock(PAST_ANY_CYCLE_SECONDS);
    await creditDueIdentifiedDeposits(t.running.sandbox);
    expect(await irtBalance(api)).toBe(before);
    const listed = (await api.identifiedDeposits()).deposits;
    expect(listed.map((entry) => [entry.status, entry.fromIban])).toEqual([
      ['RETURNED', SOMEONE_ELSES_IBAN],
      ['RETURNED', SOMEONE_ELSES_IBAN],
    ]);
  });

  it('[RIAL-09] returns a transfer with a code no user has', async () => {
    const { code } = await depositor();
    const unknown = `${code.slice(0, 9)}${(Number(code[9]) + 1) % 10}`;
    const { status, deposit } = await incomingTransfer({
      code: unknown,
      amount: '900000',
      source: 'PAYA',
      fromIban: OWN_IBAN,
    });
    expect(status).toBe(200);
    expect(deposit).toMatchObject({ status: 'RETURNED', returnReason: 'UNKNOWN_CODE' });
  });

  it('returns a transfer under the minimum deposit', async () => {
    const { code } = await depositor();
    const { deposit } = await incomingTransfer({ code, amount: '4999', source: 'POL', fromIban: OWN_IBAN });
    expect(deposit).toMatchObject({ status: 'RETURNED', returnReason: 'BELOW_MINIMUM' });
  });

  it('refuses a transfer the banks would not send with 400 BAD_INPUT_VALUES', async () => {
    const { code } = await depositor();
    for (const transfer of [
      { code, amount: '900000', source: 'PAYA', fromIban: 'IR110170000000100000000003' },
      { code, amount: '15000001', source: 'POL', fromIban: OWN_IBAN },
      { code, amount: '900000', source: 'SATNA', fromIban: OWN_IBAN },
      { code, amount: '-5', source: 'PAYA', fromIban: OWN_IBAN },
    ] as const) {
      const { status, body } = await incomingTransfer(transfer);
      expect(status, JSON.stringify(transfer)).toBe(400);
      expect(body.codeString).toBe('BAD_INPUT_VALUES');
    }
  });
});
