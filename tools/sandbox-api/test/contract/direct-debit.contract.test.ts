import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_ACTIVATION_SECONDS, DIRECT_DEBIT_ANSWER_MINUTES, type WalletApi } from '@wallet/api';
import { add } from '@wallet/core';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeContract, answerOnBankPage } from '../direct-debit-support';

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let phone = 0;
/** A level-1 user of its own for each test: contracts and daily figures are per user. */
const levelOneUser = async (level: 'LEVEL_1_IR' | 'LEVEL_0' = 'LEVEL_1_IR') =>
  (await t.userWith(`0912771${String(phone++).padStart(4, '0')}`, { level })).api;

const tomanBalance = async (api: WalletApi) =>
  (await api.assets()).tokens.find((entry) => entry.token === 'IRT')?.balance.amount.number ?? '0';

const setFlag = async (flag: string, enabled: boolean) => {
  const { status } = await t.raw(`/__sandbox/flags/${flag}`, {
    method: 'PUT',
    body: JSON.stringify({ enabled }),
  });
  expect(status).toBe(200);
};

describe('direct-debit contracts', () => {
  it('lists the banks that offer direct debit, from the bank table', async () => {
    const { banks } = await (await levelOneUser()).directDebitBanks();
    expect(banks.map((bank) => bank.id)).toContain('MELLI');
    expect(banks.find((bank) => bank.id === 'SAMAN')).toMatchObject({ nameFa: 'بانک سامان' });
  });

  it('[RIAL-12] is CREATING until approved on the bank page, PENDING for a few seconds, then ACTIVE', async () => {
    const api = await levelOneUser();
    const created = await api.createDirectDebitContract({
      body: { bankId: 'MELLAT', maxDailyDeposit: '3000000' },
    });
    expect(created.status).toBe('CREATING');
    const read = () => api.directDebitContract({ params: { id: created.contractId } });
    expect(await read()).toMatchObject({
      status: 'CREATING',
      bank: { id: 'MELLAT' },
      maxDailyDeposit: '3000000',
      usedToday: '0',
      leftToday: '3000000',
    });

    const bankPage = await fetch(created.bankUrl);
    expect(bankPage.status).toBe(200);
    expect(bankPage.headers.get('content-type')).toContain('text/html');
    const html = await bankPage.text();
    expect(html).toContain('Approve');
    expect(html).toContain('3,000,000');

    expect((await answerOnBankPage(created.bankUrl, 'approve')).status).toBe(200);
    expect((await read()).status).toBe('PENDING');
    await t.advanceClock(DIRECT_DEBIT_ACTIVATION_SECONDS - 2);
    expect((await read()).status).toBe('PENDING');
    await t.advanceClock(2);
    expect((await read()).status).toBe('ACTIVE');
    // A second answer changes nothing.
    await answerOnBankPage(created.bankUrl, 'decline');
    expect((await read()).status).toBe('ACTIVE');
  });

  it('fails when declined on the bank page, which then says contract creation failed', async () => {
    const api = await levelOneUser();
    const created = await api.createDirectDebitContract({
      body: { bankId: 'SAMAN', maxDailyDeposit: '50000' },
    });
    await answerOnBankPage(created.bankUrl, 'decline');
    expect((await api.directDebitContract({ params: { id: created.contractId } })).status).toBe('FAILED');
    expect(await (await fetch(created.bankUrl)).text()).toContain('Contract creation failed');
  });

  it('fails when not answered in time', async () => {
    const api = await levelOneUser();
    const created = await api.createDirectDebitContract({
      body: { bankId: 'MELLI', maxDailyDeposit: '50000' },
    });
    await t.advanceClock(DIRECT_DEBIT_ANSWER_MINUTES * 60);
    expect((await api.directDebitContract({ params: { id: created.contractId } })).status).toBe('FAILED');
    await answerOnBankPage(created.bankUrl, 'approve');
    expect((await api.directDebitContract({ params: { id: created.contractId } })).status).toBe('FAILED');
  });

  it('sends the user back to the app’s result page with the contract after the answer', async () => {
    const api = await levelOneUser();
    const created = await api.createDirectDebitContract({
      body: {
        bankId: 'MELLI',
        maxDailyDeposit: '50000',
        returnUrl: 'http://app.test/direct-debit/result',
      },
    });
    const answered = await answerOnBankPage(created.bankUrl, 'approve');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(
      `http://app.test/direct-debit/result?contractId=${created.contractId}`,
    );
  });

  it('the bank page’s address is at least 128 random bits, never the contract’s id', async () => {
    const api = await levelOneUser();
    const made = [];
    for (let i = 0; i < 2; i++) {
      made.push(
        await api.createDirectDebitContract({
          body: { bankId: 'MELLAT', maxDailyDeposit: '3000000' },
        }),
      );
    }
    const tokens = made.map((created) => new URL(created.bankUrl).pathname.split('/')[3]!);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const created of made) {
      expect((await t.raw(`/bank/direct-debit/${created.contractId}`)).status).toBe(404);
      expect(
        (await answerOnBankPage(`${t.url}/bank/direct-debit/${created.contractId}`, 'approve')).status,
      ).toBe(404);
    }
  });

  it('answers 404 for an unknown bank page', async () => {
    const { status } = await t.raw('/bank/direct-debit/not-a-contract');
    expect(status).toBe(404);
  });

  it('refuses a bank without direct debit and a max daily deposit outside 5,000 to 200,000,000 Toman', async () => {
    const api = await levelOneUser();
    const create = (bankId: string, maxDailyDeposit: string) =>
      apiFailure(api.createDirectDebitContract({ body: { bankId, maxDailyDeposit } }));
    expect(await create('SINA', '50000')).toMatchObject({ status: 400, codeString: 'BANK_NOT_SUPPORTED' });
    expect(await create('MELLI', '200000001')).toMatchObject({ status: 400, codeString: 'BAD_INPUT_VALUES' });
    expect(await create('MELLI', '4999')).toMatchObject({ status: 400, codeString: 'BAD_INPUT_VALUES' });
    expect(await create('MELLI', '12.5')).toMatchObject({ status: 400, codeString: 'BAD_INPUT_VALUES' });
  });

  it('lists the user’s contracts newest first and cancels one once', async () => {
    const api = await levelOneUser();
    const first = await api.createDirectDebitContract({
      body: { bankId: 'MELLI', maxDailyDeposit: '50000' },
    });
    const second = await api.createDirectDebitContract({
      body: { bankId: 'SAMAN', maxDailyDeposit: '60000' },
    });
    const { contracts } = await api.directDebitContracts();
    expect(contracts.map((contract) => contract.id)).toEqual([second.contractId, first.contractId]);
    const cancelled = await api.cancelDirectDebitContract({ params: { id: first.contractId } });
    expect(cancelled.status).toBe('CANCELLED');
    const again = await apiFailure(api.cancelDirectDebitContract({ params: { id: first.contractId } }));
    expect(again).toMatchObject({ status: 409, codeString: 'DIRECT_DEBIT_CONTRACT_CLOSED' });
  });

  it('answers 404 for another user’s contract', async () => {
    const owner = await levelOneUser();
    const other = await levelOneUser();
    const contractId = await activeContract(t, owner);
    const notFound = { status: 404, codeString: 'DIRECT_DEBIT_CONTRACT_NOT_FOUND' };
    expect(await apiFailure(other.directDebitContract({ params: { id: contractId } }))).toMatchObject(
      notFound,
    );
    expect(await apiFailure(other.cancelDirectDebitContract({ params: { id: contractId } }))).toMatchObject(
      notFound,
    );
    expect(
      await apiFailure(other.directDebitDeposit({ body: { contractId, amount: '10000' } }, moneyKey())),
    ).toMatchObject(notFound);
    expect((await owner.directDebitContract({ params: { id: contractId } })).status).toBe('ACTIVE');
  });

  it('[RIAL-01] refuses a user below level 1 with 403 INSUFFICIENT_USER_LEVEL', async () => {
    const api = await levelOneUser('LEVEL_0');
    const refused = { status: 403, codeString: 'INSUFFICIENT_USER_LEVEL' };
    expect(await apiFailure(api.directDebitContracts())).toMatchObject(refused);
    expect(
      await apiFailure(
        api.createDirectDebitContract({ body: { bankId: 'MELLI', maxDailyDeposit: '50000' } }),
      ),
    ).toMatchObject(refused);
    expect(
      await apiFailure(api.directDebitDeposit({ body: { contractId: '1', amount: '10000' } }, moneyKey())),
    ).toMatchObject(refused);
  });
});

describe('deposits through a contract', () => {
  it('[RIAL-13] credits at once with no fee, as a BANK deposit, and counts it toward the contract’s day', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api, '2000000');
    const before = await tomanBalance(api);
    const { transaction, contract } = await api.directDebitDeposit(
      { body: { contractId, amount: '750000' } },
      moneyKey(),
    );
    expect(transaction).toMatchObject({
      type: 'DEPOSIT',
      channel: 'BANK',
      token: 'IRT',
      status: 'SUCCEED',
      amount: '750000',
      fee: '0',
    });
    expect(await tomanBalance(api)).toBe(add(before, '750000'));
    expect(contract).toMatchObject({ usedToday: '750000', leftToday: '1250000' });
    expect((await api.transaction({ params: { id: transaction.id } })).id).toBe(transaction.id);
  });

  it('replays a deposit sent twice with one Idempotency-Key and credits it once', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api);
    const before = await tomanBalance(api);
    const key = moneyKey();
    const first = await api.directDebitDeposit({ body: { contractId, amount: '20000' } }, key);
    const replay = await api.directDebitDeposit({ body: { contractId, amount: '20000' } }, key);
    expect(replay.transaction.id).toBe(first.transaction.id);
    expect(await tomanBalance(api)).toBe(add(before, '20000'));
  });

  it('never lets 20 parallel deposits pass the contract’s max daily deposit', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api, '100000');
    const before = await tomanBalance(api);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        api.directDebitDeposit({ body: { contractId, amount: '10000' } }, moneyKey()),
      ),
    );
    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(passed).toHaveLength(10);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ status: 422, codeString: 'DIRECT_DEBIT_DAILY_MAX_EXCEEDED' });
      }
    }
    expect(await tomanBalance(api)).toBe(add(before, '100000'));
    expect(await api.directDebitContract({ params: { id: contractId } })).toMatchObject({
      usedToday: '100000',
      leftToday: '0',
    });
  });

  it('frees the contract’s day 24 hours after a deposit', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api, '50000');
    await api.directDebitDeposit({ body: { contractId, amount: '50000' } }, moneyKey());
    const full = await apiFailure(
      api.directDebitDeposit({ body: { contractId, amount: '5000' } }, moneyKey()),
    );
    expect(full).toMatchObject({ status: 422, codeString: 'DIRECT_DEBIT_DAILY_MAX_EXCEEDED' });
    await t.advanceClock(24 * 3600);
    const { contract } = await api.directDebitDeposit({ body: { contractId, amount: '5000' } }, moneyKey());
    expect(contract.usedToday).toBe('5000');
  });

  it('[RIAL-13] keeps all direct debit of a user within 200,000,000 Toman in 24 hours', async () => {
    const api = await levelOneUser();
    const first = await activeContract(t, api, '200000000');
    const second = await activeContract(t, api, '200000000', 'SAMAN');
    await api.directDebitDeposit({ body: { contractId: first, amount: '150000000' } }, moneyKey());
    const over = await apiFailure(
      api.directDebitDeposit({ body: { contractId: second, amount: '60000000' } }, moneyKey()),
    );
    expect(over).toMatchObject({ status: 422, codeString: 'DIRECT_DEBIT_INSTANT_MAX_EXCEEDED' });
    const tooBig = await apiFailure(
      api.directDebitDeposit({ body: { contractId: second, amount: '200000001' } }, moneyKey()),
    );
    expect(tooBig).toMatchObject({ status: 400, codeString: 'BAD_INPUT_VALUES' });
  });

  it('refuses a contract that is not ACTIVE: pending, or cancelled', async () => {
    const api = await levelOneUser();
    const created = await api.createDirectDebitContract({
      body: { bankId: 'MELLI', maxDailyDeposit: '50000' },
    });
    const deposit = () =>
      apiFailure(
        api.directDebitDeposit({ body: { contractId: created.contractId, amount: '10000' } }, moneyKey()),
      );
    expect(await deposit()).toMatchObject({ status: 409, codeString: 'DIRECT_DEBIT_CONTRACT_NOT_ACTIVE' });
    await answerOnBankPage(created.bankUrl, 'approve');
    expect(await deposit()).toMatchObject({ status: 409, codeString: 'DIRECT_DEBIT_CONTRACT_NOT_ACTIVE' });
    await t.advanceClock(DIRECT_DEBIT_ACTIVATION_SECONDS);
    await api.cancelDirectDebitContract({ params: { id: created.contractId } });
    expect(await deposit()).toMatchObject({ status: 409, codeString: 'DIRECT_DEBIT_CONTRACT_NOT_ACTIVE' });
  });

  it('[RIAL-07] refuses contracts and deposits while the DIRECT_DEBIT flag is off', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api);
    await setFlag('DIRECT_DEBIT', false);
    try {
      const refused = { status: 422, codeString: 'DIRECT_DEBIT_NOT_AVAILABLE' };
      expect(
        await apiFailure(
          api.createDirectDebitContract({ body: { bankId: 'MELLI', maxDailyDeposit: '50000' } }),
        ),
      ).toMatchObject(refused);
      expect(
        await apiFailure(api.directDebitDeposit({ body: { contractId, amount: '10000' } }, moneyKey())),
      ).toMatchObject(refused);
    } finally {
      await setFlag('DIRECT_DEBIT', true);
    }
    await api.directDebitDeposit({ body: { contractId, amount: '10000' } }, moneyKey());
  });

  it('refuses contracts and deposits with 422 RIAL_DEPOSIT_LIMITED while RIAL_DEPOSIT_LIMIT is on', async () => {
    const api = await levelOneUser();
    const contractId = await activeContract(t, api);
    const before = await tomanBalance(api);
    await setFlag('RIAL_DEPOSIT_LIMIT', true);
    try {
      const refused = { status: 422, codeString: 'RIAL_DEPOSIT_LIMITED' };
      expect(
        await apiFailure(
          api.createDirectDebitContract({ body: { bankId: 'MELLI', maxDailyDeposit: '50000' } }),
        ),
      ).toMatchObject(refused);
      expect(
        await apiFailure(api.directDebitDeposit({ body: { contractId, amount: '10000' } }, moneyKey())),
      ).toMatchObject(refused);
    } finally {
      await setFlag('RIAL_DEPOSIT_LIMIT', false);
    }
    expect(await tomanBalance(api)).toBe(before);
  });
});
