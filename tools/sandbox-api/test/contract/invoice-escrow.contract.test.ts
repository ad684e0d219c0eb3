import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_ESCROW_HOURS, type WalletApi } from '@wallet/api';
import { auditInvoiceEscrow } from '../../src/invoices/escrow';
import { refundUndeliveredInvoices } from '../../src/invoices/watcher';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, BUY_USDT, buyers } from './express-buy-support';
import { expectCleanLedger, payers, shopInvoice } from './invoice-support';

// A PAID invoice whose product is never handed over (the user does not come back to run its task, or the run is
// refused) does not keep its Toman in the invoice escrow: by INVOICE_ESCROW_HOURS after it was paid it is
// CANCELED and the money goes back to the Toman balance, through the ledger, once.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let buyer: ReturnType<typeof buyers>;
let payer: ReturnType<typeof payers>;
beforeAll(() => {
  buyer = buyers(t, '0912771');
  payer = payers(t, '0912772');
});

const HOUR = 3600;

/** An express buy of 100,000 Toman of Tether whose invoice is PAID from the balance, its task not run. */
async function paidButNotRun(): Promise<{ api: WalletApi; taskId: string; invoiceId: string }> {
  const { api } = await buyer('100000');
  const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, useAccountBalance: false } });
  const { invoice } = await api.payPaymentInvoice(
    { params: { id: receipt.invoiceId }, body: { method: 'IRT_BALANCE' } },
    moneyKey(),
  );
  expect(invoice.status).toBe('PAID');
  expect(await balanceOf(api, 'IRT')).toBe('0');
  return { api, taskId: receipt.taskId, invoiceId: receipt.invoiceId };
}

describe('the invoice escrow’s deadline', () => {
  it('a PAID invoice not delivered by its deadline is refunded to the balance and shows it', async () => {
    const { api, taskId, invoiceId } = await paidButNotRun();
    await t.advanceClock(INVOICE_ESCROW_HOURS * HOUR - 60);
    expect((await api.invoice({ params: { id: invoiceId } })).status).toBe('PAID');

    await t.advanceClock(61);
    await expect
      .poll(async () => (await api.invoice({ params: { id: invoiceId } })).status, { timeout: 5000 })
      .toBe('CANCELED');
    const refunded = await api.invoice({ params: { id: invoiceId } });
    expect(refunded).toMatchObject({
      paidAmount: '100000',
      paidWith: 'IRT_BALANCE',
      refundedAt: expect.any(String),
    });
    expect(await balanceOf(api, 'IRT')).toBe('100000');
    const { transactions } = await api.transactionsV1({ query: { token: 'IRT' } });
    const code = refunded.code;
    expect(transactions.filter((entry) => entry.refId === code).map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['WITHDRAW', 'DEPOSIT']),
    );
    const late = await apiFailure(api.runExpressTask({ params: { taskId } }, moneyKey()));
    expect([late.status, late.codeString]).toEqual([422, 'TASK_EXPIRED']);
    expect(await balanceOf(api, 'USDT')).toBe('0');
    await expectCleanLedger(t);
  });

  it('a task run before the deadline delivers, and the escrow pass then leaves its invoice alone', async () => {
    const { api, taskId, invoiceId } = await paidButNotRun();
    await t.advanceClock(INVOICE_ESCROW_HOURS * HOUR - 120);
    await api.runExpressTask({ params: { taskId } }, moneyKey());
    await t.advanceClock(240);
    expect(await refundUndeliveredInvoices(t.running.sandbox)).toBe(0);
    expect(await api.invoice({ params: { id: invoiceId } })).toMatchObject({
      status: 'DELIVERED',
      refundedAt: null,
    });
    expect(await balanceOf(api, 'IRT')).toBe('0');
    await expectCleanLedger(t);
  });

  it('two passes at once refund an invoice once', async () => {
    const { api, invoiceId } = await paidButNotRun();
    await t.advanceClock(INVOICE_ESCROW_HOURS * HOUR + 1);
    const sb = t.running.sandbox;
    await Promise.all([refundUndeliveredInvoices(sb), refundUndeliveredInvoices(sb)]);
    expect((await api.invoice({ params: { id: invoiceId } })).status).toBe('CANCELED');
    expect(await balanceOf(api, 'IRT')).toBe('100000');
    expect(await refundUndeliveredInvoices(sb)).toBe(0);
    expect(await balanceOf(api, 'IRT')).toBe('100000');
    await expectCleanLedger(t);
  });

  it('the audit finds money held past the deadline, and a delivered shop invoice leaves the escrow', async () => {
    const { api, invoiceId } = await paidButNotRun();
    const db = t.running.sandbox.db;
    const now = t.running.sandbox.clock.now();
    const later = new Date(now.getTime() + (INVOICE_ESCROW_HOURS * HOUR + 1) * 1000);
    expect((await auditInvoiceEscrow(db, now)).escrowHeldPastDeadline).toBe(0);
    expect((await auditInvoiceEscrow(db, later)).escrowHeldPastDeadline).toBeGreaterThanOrEqual(1);
    expect((await auditInvoiceEscrow(db, now)).escrowUnaccounted).toBe('0');

    const shopper = await payer({ toman: '250000' });
    const shop = await shopInvoice(t, shopper.phone, '250000');
    const { invoice: delivered } = await shopper.api.payPaymentInvoice(
      { params: { id: shop.id }, body: { method: 'IRT_BALANCE' } },
      moneyKey(),
    );
    expect(delivered.status).toBe('DELIVERED');
    expect((await auditInvoiceEscrow(db, now)).escrowUnaccounted).toBe('0');
    expect((await api.invoice({ params: { id: invoiceId } })).status).toBe('PAID');
  });
});
