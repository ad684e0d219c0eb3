import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice, WalletApi } from '@wallet/api';
import { cmp, sub } from '@wallet/core';
import { activeContract } from '../direct-debit-support';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  balanceOf,
  expectCleanLedger,
  payers,
  pressOnGateway,
  shopInvoice,
  withFlag,
} from './invoice-support';

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let payer: ReturnType<typeof payers>;
beforeAll(() => {
  payer = payers(t, '0912881');
});

const read = (api: WalletApi, invoice: Invoice) => api.invoice({ params: { id: invoice.id } });
const pay = (api: WalletApi, invoice: Invoice, body: Parameters<WalletApi['payPaymentInvoice']>[0]['body']) =>
  api.payPaymentInvoice({ params: { id: invoice.id }, body }, moneyKey());
const statusOf = async (api: WalletApi, invoice: Invoice) => (await read(api, invoice)).status;

describe('invoices', () => {
  it('[SHOP-10] shows an invoice with its code, product, amount and status; another user’s is not found', async () => {
    const owner = await payer();
    const invoice = await shopInvoice(t, owner.phone, '۲۵۰٬۰۰۰');
    expect(await read(owner.api, invoice)).toEqual({
      id: invoice.id,
      code: expect.stringMatching(/^[2-9A-Z]{10}$/),
      type: 'JETTON',
      status: 'PENDING',
      product: { item: 'TG-PREMIUM-3M', quantity: '1', taskId: null },
      merchant: { name: 'Wallet', isCertified: true },
      amount: '250000',
      paidAmount: '0',
      paidWith: null,
      paidAt: null,
      refundedAt: null,
      createdAt: invoice.createdAt,
      expiresAt: invoice.expiresAt,
    });
    const stranger = await payer({ toman: '1000000' });
    for (const call of [
      () => read(stranger.api, invoice),
      () => stranger.api.paymentInvoice({ params: { id: invoice.id } }),
      () => stranger.api.invoicePaymentMethods({ body: { invoiceId: invoice.id } }),
      () => stranger.api.payInvoice({ body: { id: invoice.id, amount: '1000' } }, moneyKey()),
      () => pay(stranger.api, invoice, { method: 'IRT_BALANCE' }),
      () => owner.api.invoice({ params: { id: 'not-an-id' } }),
    ]) {
      const error = await apiFailure(call());
      expect([error.status, error.codeString]).toEqual([404, 'INVOICE_NOT_FOUND']);
    }
    expect(await balanceOf(stranger.api, 'IRT')).toBe('1000000');
  });

  it('[SHOP-11] IRT_BALANCE pays all that is due from the Toman balance: PAID, then the shop’s DELIVERED', async () => {
    const { api, phone } = await payer({ toman: '300000' });
    const invoice = await shopInvoice(t, phone, '250000');
    const { invoice: paid, cardToCard, gateway } = await pay(api, invoice, { method: 'IRT_BALANCE' });
    expect(paid).toMatchObject({
      status: 'DELIVERED',
      paidAmount: '250000',
      paidWith: 'IRT_BALANCE',
      paidAt: expect.any(String),
    });
    expect([cardToCard, gateway]).toEqual([null, null]);
    expect(await balanceOf(api, 'IRT')).toBe('50000');
    const { transactions } = await api.transactionsV1({ query: { token: 'IRT' } });
    expect(transactions.find((entry) => entry.refId === invoice.code)).toMatchObject({
      type: 'WITHDRAW',
      channel: 'TRADE',
      status: 'SUCCEED',
      amount: '250000',
    });
    const again = await apiFailure(pay(api, invoice, { method: 'IRT_BALANCE' }));
    expect([again.status, again.codeString]).toEqual([409, 'INVOICE_NOT_PENDING']);
  });

  it('payInvoice pays a part from the balance, and the rest later', async () => {
    const { api, phone } = await payer({ toman: '300000' });
    const invoice = await shopInvoice(t, phone, '120000');
    const part = await api.payInvoice({ body: { id: invoice.id, amount: '۲۰٬۰۰۰' } }, moneyKey());
    expect(part).toMatchObject({ status: 'PENDING', paidAmount: '20000', paidWith: null });
    const methods = await api.invoicePaymentMethods({ body: { invoiceId: invoice.id } });
    expect(methods.due).toBe('100000');
    const over = await apiFailure(api.payInvoice({ body: { id: invoice.id, amount: '100001' } }, moneyKey()));
    expect([over.status, over.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    const rest = await api.payInvoice({ body: { id: invoice.id, amount: '100000' } }, moneyKey());
    expect(rest).toMatchObject({ status: 'DELIVERED', paidAmount: '120000', paidWith: 'IRT_BALANCE' });
    expect(await balanceOf(api, 'IRT')).toBe('180000');
  });

  it('[SHOP-11] USDT_BALANCE sells Tether for exactly what is due at this instant’s price', async () => {
    const { api, phone } = await payer({ usdt: '100' });
    const invoice = await shopInvoice(t, phone, '250000');
    const { methods } = await api.paymentInvoice({ params: { id: invoice.id } });
    const usdt = methods.find((method) => method.method === 'USDT_BALANCE')!;
    expect(usdt).toMatchObject({ isAvailable: true, token: 'USDT' });
    const tooLow = await apiFailure(pay(api, invoice, { method: 'USDT_BALANCE', maxUsdtAmount: '0.01' }));
    expect([tooLow.status, tooLow.codeString]).toEqual([409, 'INVOICE_PRICE_CHANGED']);
    const { invoice: paid } = await pay(api, invoice, { method: 'USDT_BALANCE', maxUsdtAmount: usdt.amount });
    expect(paid).toMatchObject({ status: 'DELIVERED', paidWith: 'USDT_BALANCE', paidAmount: '250000' });
    expect(await balanceOf(api, 'IRT')).toBe('0');
    const spent = sub('100', await balanceOf(api, 'USDT'));
    expect(cmp(spent, '0')).toBe(1);
    // Never more than the ceiling the page named.
    expect(cmp(spent, usdt.amount)).toBeLessThanOrEqual(0);
  });

  it('USDT_BALANCE: maxUsdtAmount is a ceiling: exactly it passes, one smallest unit less is refused', async () => {
    // The sandbox's prices walk on between two calls; held where they first stand, the edge is exact.
    const prices = t.running.sandbox.prices;
    const walk = prices.usdAt.bind(prices);
    const heldAt = new Map<string, ReturnType<typeof walk>>();
    const held = vi.spyOn(prices, 'usdAt').mockImplementation((token, atMs) => {
      if (!heldAt.has(token)) heldAt.set(token, walk(token, atMs));
      return heldAt.get(token)!;
    });
    try {
      const { api, phone } = await payer({ usdt: '100' });
      const invoice = await shopInvoice(t, phone, '250000');
      const { methods } = await api.paymentInvoice({ params: { id: invoice.id } });
      const needed = methods.find((method) => method.method === 'USDT_BALANCE')!.amount;
      // Tether's smallest unit is 0.000001: a ceiling one unit under what the price needs is refused, whole.
      const under = sub(needed, '0.000001');
      const refused = await apiFailure(pay(api, invoice, { method: 'USDT_BALANCE', maxUsdtAmount: under }));
      expect([refused.status, refused.codeString]).toEqual([409, 'INVOICE_PRICE_CHANGED']);
      expect(await balanceOf(api, 'USDT')).toBe('100');
      expect(await statusOf(api, invoice)).toBe('PENDING');
      const { invoice: paid } = await pay(api, invoice, { method: 'USDT_BALANCE', maxUsdtAmount: needed });
      expect(paid).toMatchObject({ status: 'DELIVERED', paidWith: 'USDT_BALANCE' });
      expect(sub('100', await balanceOf(api, 'USDT'))).toBe(needed);
      await expectCleanLedger(t);
    } finally {
      held.mockRestore();
    }
  });

  it('[SHOP-11] CARD2CARD: a card-to-card payment made for the invoice pays it once the bank confirms it', async () => {
    const { api, phone, cardId } = await payer({ card: true });
    const invoice = await shopInvoice(t, phone, '150000');
    const { invoice: pending, cardToCard } = await pay(api, invoice, {
      method: 'CARD2CARD',
      sourceCardId: cardId!,
    });
    expect(pending.status).toBe('PENDING');
    expect(cardToCard).toMatchObject({ method: 'CARD_TO_CARD', status: 'CREATED', amount: '150000' });
    expect(Date.parse(cardToCard!.expiresAt)).toBeLessThanOrEqual(Date.parse(invoice.expiresAt));
    await api.confirmCardToCardPayment({ params: { id: cardToCard!.paymentId } });
    const waiting = await api.paymentInvoice({ params: { id: invoice.id } });
    expect(waiting.cardToCard).toMatchObject({
      paymentId: cardToCard!.paymentId,
      status: 'WAITING_FOR_CONFIRMATION',
    });
    await t.advanceClock(61);
    await expect.poll(() => statusOf(api, invoice), { timeout: 5000 }).toBe('DELIVERED');
    expect(await read(api, invoice)).toMatchObject({ paidWith: 'CARD2CARD', paidAmount: '150000' });
    // The deposit reached the balance and paid the invoice in the same step.
    expect(await balanceOf(api, 'IRT')).toBe('0');
  });

  it('[SHOP-11] CARD2CARD_WITH_BALANCE takes the balance’s part first, then the card pays the rest', async () => {
    const { api, phone, cardId } = await payer({ toman: '100000', card: true });
    const invoice = await shopInvoice(t, phone, '250000');
    const { methods } = await api.paymentInvoice({ params: { id: invoice.id } });
    expect(methods.find((method) => method.method === 'CARD2CARD_WITH_BALANCE')).toMatchObject({
      isAvailable: true,
      fromBalance: '100000',
      amount: '150000',
    });
    const started = await pay(api, invoice, { method: 'CARD2CARD_WITH_BALANCE', sourceCardId: cardId! });
    expect(started.invoice).toMatchObject({ status: 'PENDING', paidAmount: '100000' });
    expect(started.cardToCard).toMatchObject({ amount: '150000', status: 'CREATED' });
    expect(await balanceOf(api, 'IRT')).toBe('0');
    await api.confirmCardToCardPayment({ params: { id: started.cardToCard!.paymentId } });
    await t.advanceClock(61);
    await expect.poll(() => statusOf(api, invoice), { timeout: 5000 }).toBe('DELIVERED');
    expect(await read(api, invoice)).toMatchObject({
      paidWith: 'CARD2CARD_WITH_BALANCE',
      paidAmount: '250000',
    });
    expect(await balanceOf(api, 'IRT')).toBe('0');
  });

  it('[SHOP-11] GATEWAY: paid on the sandbox’s gateway page, the invoice is paid and the page returns to the result', async () => {
    const { api, phone, cardId } = await payer({ card: true });
    const invoice = await shopInvoice(t, phone, '80000');
    const returnUrl = `https://wallet.example/payment/result?invoiceId=${invoice.id}`;
    const { gateway } = await pay(api, invoice, { method: 'GATEWAY', cardId: cardId!, returnUrl });
    expect(gateway).toMatchObject({ status: 'PENDING', amount: '80000', fee: '400', total: '80400' });
    const answer = await pressOnGateway(gateway!.gatewayUrl, 'pay');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${returnUrl}&paymentId=${gateway!.paymentId}`);
    expect(await read(api, invoice)).toMatchObject({ status: 'DELIVERED', paidWith: 'GATEWAY' });
    const shown = await api.paymentInvoice({ params: { id: invoice.id } });
    expect(shown.gateway).toMatchObject({ paymentId: gateway!.paymentId, status: 'PAID' });
    expect(await balanceOf(api, 'IRT')).toBe('0');
  });

  it('[SHOP-11] DIRECT: a direct-debit deposit through an active contract pays the invoice at once', async () => {
    const { api, phone } = await payer();
    const contractId = await activeContract(t, api);
    const invoice = await shopInvoice(t, phone, '90000');
    const { invoice: paid } = await pay(api, invoice, { method: 'DIRECT', contractId });
    expect(paid).toMatchObject({ status: 'DELIVERED', paidWith: 'DIRECT', paidAmount: '90000' });
    expect(await balanceOf(api, 'IRT')).toBe('0');
    const contract = await api.directDebitContract({ params: { id: contractId } });
    expect(contract).toMatchObject({ usedToday: '90000' });
  });

  it('cancels an invoice past its time and gives back what the balance paid of it', async () => {
    const { api, phone } = await payer({ toman: '100000' });
    const invoice = await shopInvoice(t, phone, '250000', 5);
    await api.payInvoice({ body: { id: invoice.id, amount: '60000' } }, moneyKey());
    expect(await balanceOf(api, 'IRT')).toBe('40000');
    await t.advanceClock(5 * 60 + 1);
    // A read says CANCELED at once; the watcher then refunds.
    expect(await statusOf(api, invoice)).toBe('CANCELED');
    await expect.poll(() => balanceOf(api, 'IRT'), { timeout: 5000 }).toBe('100000');
    const refund = (await api.transactionsV1({ query: { token: 'IRT' } })).transactions.find(
      (entry) => entry.refId === invoice.code && entry.type === 'DEPOSIT',
    );
    expect(refund).toMatchObject({ channel: 'TRADE', status: 'SUCCEED', amount: '60000' });
    const late = await apiFailure(pay(api, invoice, { method: 'IRT_BALANCE' }));
    expect([late.status, late.codeString]).toEqual([409, 'INVOICE_NOT_PENDING']);
  });

  it('a card payment the bank confirms after the invoice was cancelled stays in the balance', async () => {
    const { api, phone, cardId } = await payer({ card: true });
    const invoice = await shopInvoice(t, phone, '70000', 1);
    const { cardToCard } = await pay(api, invoice, { method: 'CARD2CARD', sourceCardId: cardId! });
    await api.confirmCardToCardPayment({ params: { id: cardToCard!.paymentId } });
    const inProgress = await apiFailure(pay(api, invoice, { method: 'IRT_BALANCE' }));
    expect([inProgress.status, inProgress.codeString]).toEqual([409, 'INVOICE_PAYMENT_IN_PROGRESS']);
    await t.advanceClock(121);
    await expect
      .poll(async () => (await api.cardToCardPayment({ params: { id: cardToCard!.paymentId } })).status, {
        timeout: 5000,
      })
      .toBe('PAID');
    expect(await statusOf(api, invoice)).toBe('CANCELED');
    expect(await balanceOf(api, 'IRT')).toBe('70000');
  });

  it('lists each method with what it takes and why it cannot pay, for the payment page and express', async () => {
    const { api, phone } = await payer({ toman: '100000' });
    const invoice = await shopInvoice(t, phone, '250000');
    const page = await api.paymentInvoice({ params: { id: invoice.id } });
    expect(page).toMatchObject({
      due: '250000',
      balances: { irt: '100000', usdt: '0' },
      cardToCard: null,
      gateway: null,
    });
    const reasons = Object.fromEntries(
      page.methods.map((method) => [method.method, method.unavailableReason]),
    );
    expect(reasons).toEqual({
      IRT_BALANCE: 'BALANCE_INSUFFICIENT',
      USDT_BALANCE: 'BALANCE_INSUFFICIENT',
      CARD2CARD: 'NO_CARD',
      CARD2CARD_WITH_BALANCE: 'NO_CARD',
      GATEWAY: 'NO_CARD',
      DIRECT: 'NO_ACTIVE_CONTRACT',
    });
    expect(page.methods.find((method) => method.method === 'GATEWAY')).toMatchObject({ fee: '1250' });
    const express = await api.invoicePaymentMethods({ body: { invoiceId: invoice.id } });
    // The USDT amount follows the market price, which moves between the two calls: the same methods, and a
    // USDT amount within 1% of the page's.
    const inUsdt = (methods: typeof page.methods) =>
      Number(methods.find((method) => method.method === 'USDT_BALANCE')!.amount);
    const withoutUsdtAmount = (methods: typeof page.methods) =>
      methods.map((method) => (method.method === 'USDT_BALANCE' ? { ...method, amount: 'market' } : method));
    expect({ ...express, methods: withoutUsdtAmount(express.methods) }).toEqual({
      invoiceId: invoice.id,
      due: '250000',
      methods: withoutUsdtAmount(page.methods),
    });
    expect(inUsdt(page.methods)).toBeGreaterThan(0);
    expect(Math.abs(inUsdt(express.methods) / inUsdt(page.methods) - 1)).toBeLessThan(0.01);
    await withFlag(t, 'PAYMENT_METHODS', false, async () => {
      const { methods } = await api.invoicePaymentMethods({ body: { invoiceId: invoice.id } });
      expect(
        methods.filter((method) => method.unavailableReason === 'METHOD_DISABLED').map((m) => m.method),
      ).toEqual(['CARD2CARD', 'CARD2CARD_WITH_BALANCE', 'DIRECT', 'GATEWAY']);
    });
  });

  it('[RIAL-01] LEVEL_0 is told card methods need KYC level 1', async () => {
    const { api, phone } = await payer({ level: 'LEVEL_0' });
    const invoice = await shopInvoice(t, phone, '50000');
    const { methods } = await api.paymentInvoice({ params: { id: invoice.id } });
    expect(methods.every((method) => method.unavailableReason === 'KYC_LEVEL_1_REQUIRED')).toBe(true);
  });

  it('keeps the ledger balanced through every payment, refund and deposit above', async () => {
    await expectCleanLedger(t);
  });
});
