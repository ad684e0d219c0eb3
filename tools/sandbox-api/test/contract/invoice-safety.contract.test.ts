import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, expectCleanLedger, payers, shopInvoice, withFlag } from './invoice-support';

// What keeps an invoice from being paid twice or paid by someone who may not: replays, races, the level, the
// account lock and the flags.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let payer: ReturnType<typeof payers>;
beforeAll(() => {
  payer = payers(t, '0912882');
});

type PayBody = Parameters<WalletApi['payPaymentInvoice']>[0]['body'];
const pay = (api: WalletApi, invoice: Invoice, body: PayBody, key = moneyKey()) =>
  api.payPaymentInvoice({ params: { id: invoice.id }, body }, key);
const refusal = async (promise: Promise<unknown>) => {
  const error = await apiFailure(promise);
  return [error.status, error.codeString];
};

describe('paying an invoice once', () => {
  it('a replayed Idempotency-Key answers the first payment again and pays once', async () => {
    const { api, phone } = await payer({ toman: '500000' });
    const invoice = await shopInvoice(t, phone, '200000');
    const key = moneyKey();
    const first = await pay(api, invoice, { method: 'IRT_BALANCE' }, key);
    const replay = await pay(api, invoice, { method: 'IRT_BALANCE' }, key);
    expect(replay).toEqual(first);
    expect(await balanceOf(api, 'IRT')).toBe('300000');
    const reused = await refusal(pay(api, invoice, { method: 'USDT_BALANCE' }, key));
    expect(reused).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('20 parallel payments of one invoice pay it once', async () => {
    const { api, phone } = await payer({ toman: '1000000' });
    const invoice = await shopInvoice(t, phone, '150000');
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => pay(api, invoice, { method: 'IRT_BALANCE' })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ status: 409, codeString: 'INVOICE_NOT_PENDING' });
    }
    expect(await balanceOf(api, 'IRT')).toBe('850000');
    await expectCleanLedger(t);
  });

  it('20 parallel part payments never take more than the balance holds', async () => {
    const { api, phone } = await payer({ toman: '100000' });
    const invoice = await shopInvoice(t, phone, '500000');
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        api.payInvoice({ body: { id: invoice.id, amount: '10000' } }, moneyKey()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        expect(answer.reason).toMatchObject({ status: 422, codeString: 'SWAP_BALANCE_INSUFFICIENT' });
      }
    }
    expect(await balanceOf(api, 'IRT')).toBe('0');
    expect((await api.invoice({ params: { id: invoice.id } })).paidAmount).toBe('100000');
    await expectCleanLedger(t);
  });

  it('a card payment confirmed twice pays the invoice once, and a new payment waits for the bank', async () => {
    const { api, phone, cardId } = await payer({ card: true });
    const invoice = await shopInvoice(t, phone, '120000');
    const { cardToCard } = await pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! });
    const params = { params: { id: cardToCard!.paymentId } };
    await Promise.all([api.confirmCardToCardPayment(params), api.confirmCardToCardPayment(params)]);
    expect(await refusal(pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! }))).toEqual([
      409,
      'INVOICE_PAYMENT_IN_PROGRESS',
    ]);
    await t.advanceClock(61);
    await expect
      .poll(async () => (await api.invoice({ params: { id: invoice.id } })).status, { timeout: 5000 })
      .toBe('DELIVERED');
    await api.confirmCardToCardPayment(params);
    await t.advanceClock(61);
    expect(await api.invoice({ params: { id: invoice.id } })).toMatchObject({
      paidAmount: '120000',
      paidWith: 'CARD2CARD',
    });
    expect(await balanceOf(api, 'IRT')).toBe('0');
    await expectCleanLedger(t);
  });

  it('a new payment cancels the invoice’s card payment not yet confirmed', async () => {
    const { api, phone, cardId } = await payer({ toman: '200000', card: true });
    const invoice = await shopInvoice(t, phone, '120000');
    const { cardToCard } = await pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! });
    await pay(api, invoice, { method: 'IRT_BALANCE' });
    expect((await api.cardToCardPayment({ params: { id: cardToCard!.paymentId } })).status).toBe('CANCELED');
  });
});

describe('who may pay, and how', () => {
  it('[RIAL-01] refuses card methods below KYC level 1, and the balance at LEVEL_0', async () => {
    const { api, phone } = await payer({ level: 'LEVEL_0' });
    const invoice = await shopInvoice(t, phone, '50000');
    for (const body of [
      { method: 'CARD2CARD', sourceCardId: '1' },
      { method: 'CARD2CARD_WITH_BALANCE', sourceCardId: '1' },
      { method: 'GATEWAY', cardId: '1' },
      { method: 'DIRECT', contractId: '1' },
      { method: 'IRT_BALANCE' },
    ] as PayBody[]) {
      expect(await refusal(pay(api, invoice, body))).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    }
  });

  it('a locked account pays nothing, by the balance or by a card', async () => {
    const { api, phone, cardId } = await payer({ toman: '500000', card: true });
    const invoice = await shopInvoice(t, phone, '50000');
    await api.lockAccount({ body: {} });
    expect(await refusal(pay(api, invoice, { method: 'IRT_BALANCE' }))).toEqual([422, 'ACCOUNT_LOCKED']);
    expect(await refusal(pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! }))).toEqual([
      422,
      'ACCOUNT_LOCKED',
    ]);
    expect(await balanceOf(api, 'IRT')).toBe('500000');
  });

  it('follows the swap pauses and each method’s flag', async () => {
    const { api, phone, cardId } = await payer({ toman: '500000', card: true });
    const invoice = await shopInvoice(t, phone, '50000');
    await withFlag(t, 'ALL_SWAP_LIMIT', true, async () => {
      expect(await refusal(pay(api, invoice, { method: 'IRT_BALANCE' }))).toEqual([422, 'SWAP_LIMITED']);
    });
    await withFlag(t, 'RIAL_SWAP_LIMIT', true, async () => {
      expect(
        await refusal(api.payInvoice({ body: { id: invoice.id, amount: '50000' } }, moneyKey())),
      ).toEqual([422, 'RIAL_SWAP_LIMITED']);
    });
    await withFlag(t, 'PAYMENT_METHODS', false, async () => {
      expect(await refusal(pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! }))).toEqual([
        422,
        'INVOICE_PAYMENT_METHOD_UNAVAILABLE',
      ]);
    });
    await withFlag(t, 'CARD_TO_CARD', false, async () => {
      expect(await refusal(pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! }))).toEqual([
        422,
        'CARD_TO_CARD_UNAVAILABLE',
      ]);
    });
    await withFlag(t, 'GATEWAY', false, async () => {
      expect(await refusal(pay(api, invoice, { method: 'GATEWAY', cardId: cardId! }))).toEqual([
        422,
        'GATEWAY_NOT_AVAILABLE',
      ]);
    });
    await withFlag(t, 'RIAL_DEPOSIT_LIMIT', true, async () => {
      expect(await refusal(pay(api, invoice, { method: 'DIRECT', contractId: '1' }))).toEqual([
        422,
        'RIAL_DEPOSIT_LIMITED',
      ]);
    });
    expect((await api.invoice({ params: { id: invoice.id } })).status).toBe('PENDING');
    expect(await balanceOf(api, 'IRT')).toBe('500000');
  });

  it('refuses bad input with a code, never a 500', async () => {
    const { api, phone } = await payer({ toman: '500000' });
    const invoice = await shopInvoice(t, phone, '50000');
    for (const amount of ['ten', '0', '100.5', '-5']) {
      expect(await refusal(api.payInvoice({ body: { id: invoice.id, amount } }, moneyKey()))).toEqual([
        400,
        'BAD_INPUT_VALUES',
      ]);
    }
    const noKey = await t.raw(`/v1/payment/invoice/${invoice.id}/pay`, {
      method: 'POST',
      token: (await t.login(phone)).token,
      body: JSON.stringify({ method: 'IRT_BALANCE' }),
    });
    expect([noKey.status, noKey.body.codeString]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const unknownMethod = await t.raw(`/v1/payment/invoice/${invoice.id}/pay`, {
      method: 'POST',
      token: (await t.login(phone)).token,
      headers: { 'idempotency-key': 'invoice-bad-method-1' },
      body: JSON.stringify({ method: 'CASH' }),
    });
    expect([unknownMethod.status, unknownMethod.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    await expectCleanLedger(t);
  });
});
