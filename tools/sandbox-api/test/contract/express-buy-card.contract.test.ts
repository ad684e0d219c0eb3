import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESS_TASK_TTL_SECONDS, type WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, BUY_USDT, buyers, expectCleanLedger } from './express-buy-support';

// An express buy paid through its invoice by card to card (spec 000 §4, EXP-05): the bank's confirmation
// credits the Toman and pays the invoice in one step; running the task then delivers the coin.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

/** The README's demo card of a level-1 user (Melli). */
const MELLI_CARD = '6037991234567828';
/** Card-to-card payments are credited this long after "I have transferred" (CARD_TO_CARD_CONFIRMATION_SECONDS). */
const BANK_CONFIRMS_AFTER = 61;

let buyer: ReturnType<typeof buyers>;
beforeAll(() => {
  buyer = buyers(t, '0912662');
});

/** A level-1 buyer with the demo card registered. */
async function cardHolder(toman = '0'): Promise<{ api: WalletApi; cardId: string }> {
  const { api } = await buyer(toman);
  const cardId = (await api.addBankCard({ body: { number: MELLI_CARD } })).id;
  return { api, cardId };
}

/** Starts the invoice's card-to-card payment and says it is transferred; answers its id. */
async function transferByCard(
  api: WalletApi,
  invoiceId: string,
  sourceCardId: string,
  method: 'CARD2CARD' | 'CARD2CARD_WITH_BALANCE' = 'CARD2CARD',
): Promise<string> {
  const started = await api.payPaymentInvoice(
    { params: { id: invoiceId }, body: { method, sourceCardId } },
    moneyKey(),
  );
  const paymentId = started.cardToCard!.paymentId;
  await api.confirmCardToCardPayment({ params: { id: paymentId } });
  return paymentId;
}

const invoiceStatus = async (api: WalletApi, invoiceId: string) =>
  (await api.invoice({ params: { id: invoiceId } })).status;

describe('[EXP-02] an express buy paid by card to card', () => {
  it('is paid when the bank confirms the transfer, then the run delivers the coin', async () => {
    const { api, cardId } = await cardHolder();
    const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, useAccountBalance: false } });
    expect(receipt).toMatchObject({ payFromBalance: '0', dueByOtherMethod: '100000' });
    await transferByCard(api, receipt.invoiceId, cardId);
    const early = await apiFailure(api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()));
    expect(early.codeString).toBe('INVOICE_NOT_PAID');

    await t.advanceClock(BANK_CONFIRMS_AFTER);
    await expect.poll(() => invoiceStatus(api, receipt.invoiceId), { timeout: 5000 }).toBe('PAID');
    expect((await api.expressBuy({ params: { taskId: receipt.taskId } })).invoiceStatus).toBe('PAID');
    const ran = await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(ran.transaction.receivedAmount).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'USDT')).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'IRT')).toBe('0');
    expect(await api.invoice({ params: { id: receipt.invoiceId } })).toMatchObject({
      status: 'DELIVERED',
      paidWith: 'CARD2CARD',
      paidAmount: '100000',
    });
    await expectCleanLedger(t);
  });

  it('pays the balance part first and the rest by card (CARD2CARD_WITH_BALANCE)', async () => {
    const { api, cardId } = await cardHolder('30000');
    const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
    expect(receipt).toMatchObject({ payFromBalance: '30000', dueByOtherMethod: '70000' });
    await transferByCard(api, receipt.invoiceId, cardId, 'CARD2CARD_WITH_BALANCE');
    await t.advanceClock(BANK_CONFIRMS_AFTER);
    await expect.poll(() => invoiceStatus(api, receipt.invoiceId), { timeout: 5000 }).toBe('PAID');
    await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(await balanceOf(api, 'USDT')).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'IRT')).toBe('0');
  });

  it('an invoice paid in time is delivered at its locked price after the task’s time', async () => {
    const { api, cardId } = await cardHolder();
    const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, useAccountBalance: false } });
    await transferByCard(api, receipt.invoiceId, cardId);
    await t.advanceClock(BANK_CONFIRMS_AFTER);
    await expect.poll(() => invoiceStatus(api, receipt.invoiceId), { timeout: 5000 }).toBe('PAID');
    await t.advanceClock(EXPRESS_TASK_TTL_SECONDS);
    const ran = await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(ran.transaction.receivedAmount).toBe(receipt.coinAmount);
    expect(await invoiceStatus(api, receipt.invoiceId)).toBe('DELIVERED');
  });

  it('a card payment not transferred in time expires with its invoice; the task is TASK_EXPIRED', async () => {
    const { api, cardId } = await cardHolder();
    const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, useAccountBalance: false } });
    const started = await api.payPaymentInvoice(
      { params: { id: receipt.invoiceId }, body: { method: 'CARD2CARD', sourceCardId: cardId } },
      moneyKey(),
    );
    await t.advanceClock(EXPRESS_TASK_TTL_SECONDS + 1);
    const payment = await api.cardToCardPayment({ params: { id: started.cardToCard!.paymentId } });
    expect(payment.status).toBe('EXPIRED');
    expect(await invoiceStatus(api, receipt.invoiceId)).toBe('CANCELED');
    const refused = await apiFailure(api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()));
    expect([refused.status, refused.codeString]).toEqual([422, 'TASK_EXPIRED']);
    expect(await balanceOf(api, 'USDT')).toBe('0');
    expect(await balanceOf(api, 'IRT')).toBe('0');
  });
});
