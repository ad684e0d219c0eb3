import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import type { WalletApi } from '@wallet/api';
import { add } from '@wallet/core';
import { fiatDeposits } from '../../src/wallet/tables';
import { activeContract } from '../direct-debit-support';
import { moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// Every way Toman reach a balance (the four deposit methods and the sandbox's own bank control) credits through
// one function, which writes the ledger entry and the transaction the user sees: none may credit silently.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

const OWN_CARD = '6037991234567828';
const OWN_IBAN = 'IR110170000000100000000002';

let users = 0;
async function depositor(): Promise<{ api: WalletApi; token: string }> {
  users++;
  return t.userWith(`0912775${String(users).padStart(4, '0')}`, { level: 'LEVEL_1_IR' });
}

const tomanBalance = async (api: WalletApi) =>
  (await api.asset({ params: { token: 'IRT' } })).balance.amount.number;

/** The user's Toman deposits as their history lists them. */
const tomanDeposits = async (api: WalletApi) =>
  (await api.transactions({ query: { types: ['DEPOSIT'], tokens: ['IRT'] } })).transactions;

/** Runs one deposit of `amount` and checks the balance grew by it and exactly one BANK deposit of it is listed. */
async function depositsWithRecord(
  amount: string,
  deposit: (user: { api: WalletApi; token: string }) => Promise<void>,
) {
  const user = await depositor();
  const before = await tomanBalance(user.api);
  expect(await tomanDeposits(user.api)).toEqual([]);
  await deposit(user);
  expect(await tomanBalance(user.api)).toBe(add(before, amount));
  const listed = await tomanDeposits(user.api);
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({
    type: 'DEPOSIT',
    channel: 'BANK',
    token: 'IRT',
    status: 'SUCCEED',
    amount,
    balanceAfter: add(before, amount),
  });
}

describe('every Toman deposit leaves a transaction record', () => {
  it('[RIAL-08] by gateway', async () => {
    await depositsWithRecord('120000', async ({ api }) => {
      const card = await api.addBankCard({ body: { number: OWN_CARD } });
      const payment = await api.startGatewayPayment(
        { body: { cardId: card.id, amount: '120000', returnUrl: 'http://127.0.0.1:5173/payment/result' } },
        moneyKey(),
      );
      const paid = await fetch(`${payment.gatewayUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
    });
  });

  it('by card-to-card', async () => {
    await depositsWithRecord('150000', async ({ api }) => {
      const card = await api.addBankCard({ body: { number: OWN_CARD } });
      const payment = await api.createCardToCardPayment({
        body: { method: 'CARD_TO_CARD', sourceCardId: card.id, amount: '150000' },
      });
      const params = { params: { id: payment.paymentId } };
      await api.confirmCardToCardPayment(params);
      await t.advanceClock(61);
      await expect
        .poll(async () => (await api.cardToCardPayment(params)).status, { timeout: 5000 })
        .toBe('PAID');
    });
  });

  it('[RIAL-09] by cash-in code (a SATNA transfer, credited at once)', async () => {
    await depositsWithRecord('20000000', async ({ api }) => {
      await api.addBankIban({ body: { number: OWN_IBAN } });
      const { code } = await api.cashInCode();
      const { status, body } = await t.raw('/__sandbox/bank/incoming-transfer', {
        method: 'POST',
        body: JSON.stringify({
          code,
          amount: '20000000',
          source: 'SATNA',
          fromIban: OWN_IBAN,
          reference: 'RECORD-SATNA-1',
        }),
      });
      expect(status).toBe(200);
      expect(body.result.creditedAt).not.toBeNull();
    });
  });

  it('[RIAL-13] by direct debit', async () => {
    await depositsWithRecord('750000', async ({ api }) => {
      const contractId = await activeContract(t, api, '2000000');
      await api.directDebitDeposit({ body: { contractId, amount: '750000' } }, moneyKey());
    });
  });

  it('by the sandbox control that stands for the bank', async () => {
    await depositsWithRecord('300000', async ({ token }) => {
      const { status, body } = await t.raw('/__sandbox/fiat/deposit', {
        method: 'POST',
        token,
        body: JSON.stringify({ amount: '300000' }),
      });
      expect(status).toBe(200);
      expect(body.result.balance).toBe('300000');
    });
  });

  it('leaves no Rial deposit without its transaction', async () => {
    const orphans = await t.running.sandbox.db
      .select({ id: fiatDeposits.id })
      .from(fiatDeposits)
      .where(isNull(fiatDeposits.transactionId));
    expect(orphans).toEqual([]);
  });
});
