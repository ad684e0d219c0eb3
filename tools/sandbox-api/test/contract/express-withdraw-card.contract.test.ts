import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_DEPOSIT_CRYPTO_LOCK_HOURS } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  balanceOf,
  buyerWith,
  CLEAN_AUDIT,
  invoiceRow,
  ledgerAudit,
  runTask,
  trxTo,
} from '../express-withdraw-support';

// An express withdraw whose Toman is paid by card to card through its invoice: the card payment is a Toman
// deposit, and coins wait 72 h after a Toman deposit before they may leave (spec 001 §9). The paid invoice
// holds its price until then.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

/** The README's demo card of a level-1 user (Melli). */
const MELLI_CARD = '6037991234567828';
/** Card-to-card payments are credited this long after "I have transferred". */
const BANK_CONFIRMS_AFTER = 61;

describe('an express withdraw paid by card to card', () => {
  it('[WD-08] is PAID once the bank confirms, held by the 72 h lock after a Toman deposit, then delivered at its price', async () => {
    const user = await buyerWith(t, '09126630001', { level: 'LEVEL_2_IR' });
    const cardId = (await user.api.addBankCard({ body: { number: MELLI_CARD } })).id;
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const { invoiceId, tomanAmount, dueByOtherMethod } = receipt.purchase!;
    expect(dueByOtherMethod).toBe(tomanAmount);

    const started = await user.api.payPaymentInvoice(
      { params: { id: invoiceId }, body: { method: 'CARD2CARD', sourceCardId: cardId } },
      moneyKey(),
    );
    await user.api.confirmCardToCardPayment({ params: { id: started.cardToCard!.paymentId } });
    await t.advanceClock(BANK_CONFIRMS_AFTER);
    await expect.poll(async () => (await invoiceRow(t, invoiceId)).status, { timeout: 5000 }).toBe('PAID');

    const held = await apiFailure(runTask(user.api, receipt.taskId));
    expect([held.status, held.codeString]).toEqual([422, 'USER_BALANCE_LOCKED']);
    expect((await invoiceRow(t, invoiceId)).status).toBe('PAID');
    expect(await balanceOf(user.api, 'TRX')).toBe('0');

    await t.advanceClock(FIAT_DEPOSIT_CRYPTO_LOCK_HOURS * 3600 + 60);
    await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
    const ran = await runTask(user.api, receipt.taskId);
    expect(ran.transaction).toMatchObject({ status: 'TRANSACTION_CREATED', amount: '16' });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ status: 'DELIVERED', paidWith: 'CARD2CARD' });
    expect(await balanceOf(user.api, 'IRT')).toBe('0');
    expect(await ledgerAudit(t)).toMatchObject(CLEAN_AUDIT);
  });
});
