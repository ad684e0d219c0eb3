import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sub } from '@wallet/core';
import { eq, like } from 'drizzle-orm';
import { FRAGMENT_ORDER_SECONDS, INVOICE_ESCROW_HOURS, type Jetton, type WalletApi } from '@wallet/api';
import { totp } from '../../src/auth/totp';
import { auditInvoiceEscrow } from '../../src/invoices/escrow';
import { refundUndeliveredInvoices } from '../../src/invoices/watcher';
import { settleDueJettons, settleJetton } from '../../src/shop/delivery';
import { jettons } from '../../src/shop/tables';
import { ledgerEntries } from '../../src/wallet/tables';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, control, expectCleanLedger, payers, withFlag } from './invoice-support';

// Telegram Premium and Stars bought as jettons (SHOP-02, SHOP-03): each purchase is paid once, then delivered
// once through Fragment (its Toman to the shop's income) or refunded once (back to the payer), each in one
// ledger entry, whatever runs at once or is replayed.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let payer: ReturnType<typeof payers>;
beforeAll(async () => {
  payer = payers(t, '0912662');
  // A fixed Tether price, so the Toman prices below are known.
  await control(t, 'market/price', 'POST', { token: 'USDT', priceUsd: '1' });
});

const buy = (api: WalletApi, productId: string, username?: string, key = moneyKey()) =>
  api.createJetton({ body: { productId, ...(username === undefined ? {} : { username }) } }, key);
const payFromBalance = (api: WalletApi, jetton: Jetton) =>
  api.payPaymentInvoice({ params: { id: jetton.invoiceId }, body: { method: 'IRT_BALANCE' } }, moneyKey());
const redeem = (api: WalletApi, jetton: Jetton, username: string, key = moneyKey()) =>
  api.redeemJetton({ params: { id: jetton.id }, body: { data: username } }, key);
const refusal = async (promise: Promise<unknown>) => {
  const error = await apiFailure(promise);
  return [error.status, error.codeString];
};

/** The ledger entries of an invoice, by kind (each names the invoice's code). */
async function entriesOf(api: WalletApi, invoiceId: string): Promise<string[]> {
  const { code } = await api.invoice({ params: { id: invoiceId } });
  const rows = await t.running.sandbox.db
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(like(ledgerEntries.description, `Invoice ${code}%`));
  return rows.map((row) => row.kind).sort();
}

/** Past Fragment's order time, then the jetton as read (a due order is settled on the read). */
async function afterOrder(api: WalletApi, jetton: Jetton): Promise<Jetton> {
  await t.advanceClock(FRAGMENT_ORDER_SECONDS + 1);
  return api.jetton({ params: { id: jetton.id } });
}

describe('buying Premium and Stars', () => {
  it('[SHOP-02] a Premium plan bought for a username is sent once paid, delivered, and its money is the shop’s', async () => {
    const { api } = await payer({ toman: '100000000' });
    const [plan] = (await api.shopProducts()).filter((product) => product.id === 'TG-PREMIUM-12M');
    const jetton = await buy(api, 'TG-PREMIUM-12M', '@Sara_Ahmadi');
    expect(jetton).toMatchObject({
      productId: 'TG-PREMIUM-12M',
      group: 'TELEGRAM_PREMIUM',
      quantity: 12,
      status: 'PENDING',
      recipient: { username: 'sara_ahmadi', name: 'سارا احمدی' },
      fragmentOrderId: null,
      paidAt: null,
    });
    // Priced now: the market moves on the sandbox clock between the list and the purchase, by a hair.
    expect(Math.abs(Number(jetton.price) - Number(plan!.price))).toBeLessThanOrEqual(
      Number(plan!.price) / 1000,
    );
    const invoice = await api.invoice({ params: { id: jetton.invoiceId } });
    expect(invoice).toMatchObject({
      type: 'JETTON',
      status: 'PENDING',
      amount: jetton.price,
      product: { item: 'TG-PREMIUM-12M', quantity: '12', taskId: `jetton:${jetton.id}` },
    });

    const { invoice: paid } = await payFromBalance(api, jetton);
    // Not delivered at once: the invoice stays PAID while Fragment's order runs.
    expect(paid.status).toBe('PAID');
    const sending = await api.jetton({ params: { id: jetton.id } });
    expect(sending).toMatchObject({ status: 'DELIVERING', fragmentOrderId: expect.stringMatching(/^FRG-/) });
    expect(sending.paidAt).not.toBeNull();
    expect(sending.redeemedAt).not.toBeNull();

    const delivered = await afterOrder(api, jetton);
    expect(delivered).toMatchObject({ status: 'DELIVERED', refundedAt: null, failureReason: null });
    expect(delivered.deliveredAt).not.toBeNull();
    expect((await api.invoice({ params: { id: jetton.invoiceId } })).status).toBe('DELIVERED');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_DELIVERY', 'INVOICE_PAYMENT']);
    expect(await balanceOf(api, 'IRT')).toBe(sub('100000000', jetton.price));
    expect((await api.jettons()).map((entry) => entry.id)).toEqual([jetton.id]);
    await expectCleanLedger(t);
  });

  it('[SHOP-03] a Stars pack bought without a username waits PAID, then is redeemed once to a username', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-500');
    expect(jetton).toMatchObject({ group: 'TELEGRAM_STARS', quantity: 500, recipient: null });
    expect(await refusal(redeem(api, jetton, 'durov'))).toEqual([409, 'JETTON_NOT_PAID']);
    await payFromBalance(api, jetton);
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('PAID');
    expect(await refusal(redeem(api, jetton, 'nobody_knows_me'))).toEqual([404, 'TELEGRAM_USER_NOT_FOUND']);
    const sent = await redeem(api, jetton, '@DUROV');
    expect(sent).toMatchObject({
      status: 'DELIVERING',
      recipient: { username: 'durov', name: 'Pavel Durov' },
    });
    expect(await refusal(redeem(api, jetton, 'reza_karimi'))).toEqual([409, 'JETTON_ALREADY_REDEEMED']);
    expect((await afterOrder(api, jetton)).status).toBe('DELIVERED');
    expect(await refusal(redeem(api, jetton, 'durov'))).toEqual([409, 'JETTON_ALREADY_REDEEMED']);
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_DELIVERY', 'INVOICE_PAYMENT']);
    await expectCleanLedger(t);
  });

  it('[SHOP-03] a jetton bought with a username cannot be redeemed to another', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-50', 'durov');
    expect(await refusal(redeem(api, jetton, 'reza_karimi'))).toEqual([409, 'JETTON_ALREADY_REDEEMED']);
  });

  it('a card-to-card payment the bank confirms later sends the order then, and it is delivered', async () => {
    const { api, cardId } = await payer({ card: true });
    const jetton = await buy(api, 'TG-STARS-100', 'durov');
    const { invoice: pending, cardToCard } = await api.payPaymentInvoice(
      { params: { id: jetton.invoiceId }, body: { method: 'CARD2CARD', sourceCardId: cardId! } },
      moneyKey(),
    );
    expect(pending.status).toBe('PENDING');
    await api.confirmCardToCardPayment({ params: { id: cardToCard!.paymentId } });
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('PENDING');
    await t.advanceClock(61);
    await expect
      .poll(async () => (await api.jetton({ params: { id: jetton.id } })).status, { timeout: 5000 })
      .not.toBe('PENDING');
    const paid = await api.invoice({ params: { id: jetton.invoiceId } });
    expect(paid).toMatchObject({ paidWith: 'CARD2CARD', paidAmount: jetton.price });
    expect((await afterOrder(api, jetton)).status).toBe('DELIVERED');
    expect((await api.invoice({ params: { id: jetton.invoiceId } })).status).toBe('DELIVERED');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_DELIVERY', 'INVOICE_PAYMENT']);
    await expectCleanLedger(t);
  });

  it('a refused order refunds the payer once, in one entry, and shows in the history', async () => {
    const { api } = await payer({ toman: '100000000' });
    await control(t, 'fragment/accounts', 'POST', {
      username: 'closed_account',
      name: 'Closed',
      canReceive: false,
    });
    const jetton = await buy(api, 'TG-PREMIUM-3M', 'closed_account');
    await payFromBalance(api, jetton);
    const failed = await afterOrder(api, jetton);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureReason: 'RECIPIENT_CANNOT_RECEIVE',
      deliveredAt: null,
    });
    expect(failed.refundedAt).not.toBeNull();
    const invoice = await api.invoice({ params: { id: jetton.invoiceId } });
    expect(invoice).toMatchObject({
      status: 'CANCELED',
      paidAmount: jetton.price,
      refundedAt: failed.refundedAt,
    });
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_PAYMENT', 'INVOICE_REFUND']);
    const { transactions } = await api.transactionsV1({ query: { token: 'IRT' } });
    const mine = transactions.filter((entry) => entry.refId === invoice.code).map((entry) => entry.type);
    expect(mine.sort()).toEqual(['DEPOSIT', 'WITHDRAW']);
    // Later passes and reads move nothing again.
    await t.advanceClock(INVOICE_ESCROW_HOURS * 3600 + 60);
    expect(await settleDueJettons(t.running.sandbox)).toBe(0);
    expect(await refundUndeliveredInvoices(t.running.sandbox)).toBe(0);
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('FAILED');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_PAYMENT', 'INVOICE_REFUND']);
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
    await expectCleanLedger(t);
  });

  it('an unpaid jetton whose invoice ran out is CANCELED and cannot be redeemed', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-50');
    await t.advanceClock(31 * 60);
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('CANCELED');
    expect(await refusal(redeem(api, jetton, 'durov'))).toEqual([409, 'JETTON_NOT_PAID']);
    // Past its time, or already CANCELED by the watcher's pass: either way it is not paid.
    expect([
      [422, 'INVOICE_EXPIRED'],
      [409, 'INVOICE_NOT_PENDING'],
    ]).toContainEqual(await refusal(payFromBalance(api, jetton)));
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
  });

  it('a paid jetton never redeemed is REFUNDED by the escrow’s deadline, once, and cannot be redeemed after', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-250');
    await payFromBalance(api, jetton);
    await t.advanceClock(INVOICE_ESCROW_HOURS * 3600 + 1);
    const sb = t.running.sandbox;
    await Promise.all([refundUndeliveredInvoices(sb), refundUndeliveredInvoices(sb)]);
    const refunded = await api.jetton({ params: { id: jetton.id } });
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.refundedAt).not.toBeNull();
    expect(await refusal(redeem(api, jetton, 'durov'))).toEqual([409, 'JETTON_NOT_PAID']);
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_PAYMENT', 'INVOICE_REFUND']);
    await expectCleanLedger(t);
  });

  it('a jetton DELIVERING when the escrow’s deadline refunds it is REFUNDED, never refunded twice', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-1000', 'durov');
    await payFromBalance(api, jetton);
    const sb = t.running.sandbox;
    // Fragment's order still running at the escrow's deadline: its end is moved past the deadline, so the
    // deadline's pass comes first whatever the watcher does meanwhile.
    const later = new Date(sb.clock.nowMs() + (INVOICE_ESCROW_HOURS * 3600 + 120) * 1000);
    await sb.db
      .update(jettons)
      .set({ orderDueAt: later })
      .where(eq(jettons.id, Number(jetton.id)));
    await t.advanceClock(INVOICE_ESCROW_HOURS * 3600 + 1);
    await refundUndeliveredInvoices(sb);
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('REFUNDED');
    await t.advanceClock(120);
    await Promise.all([
      settleDueJettons(sb),
      sb.db.transaction((tx) => settleJetton(tx, Number(jetton.id), later)),
      sb.db.transaction((tx) => settleJetton(tx, Number(jetton.id), later)),
    ]);
    expect(await api.jetton({ params: { id: jetton.id } })).toMatchObject({
      status: 'REFUNDED',
      deliveredAt: null,
    });
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_PAYMENT', 'INVOICE_REFUND']);
    await expectCleanLedger(t);
  });
});

describe('what an attacker tries', () => {
  it('a replayed create answers the same jetton and makes one invoice', async () => {
    const { api } = await payer({ toman: '100000000' });
    const key = moneyKey();
    const first = await buy(api, 'TG-PREMIUM-6M', 'durov', key);
    const again = await buy(api, 'TG-PREMIUM-6M', 'durov', key);
    expect(again).toEqual(first);
    expect(await api.jettons()).toHaveLength(1);
  });

  it('a replayed redeem answers the first answer again and sends one order', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-100');
    await payFromBalance(api, jetton);
    const key = moneyKey();
    const first = await redeem(api, jetton, 'durov', key);
    const replay = await redeem(api, jetton, 'durov', key);
    expect(replay).toEqual(first);
    expect(first.status).toBe('DELIVERING');
  });

  it('the sandbox’s watch ends Fragment’s order without anyone reading the jetton', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-50', 'maryam_star');
    await payFromBalance(api, jetton);
    await t.advanceClock(FRAGMENT_ORDER_SECONDS + 1);
    // The invoice's read does not settle the jetton: only the watcher's pass can have delivered it.
    await expect
      .poll(async () => (await api.invoice({ params: { id: jetton.invoiceId } })).status, { timeout: 15_000 })
      .toBe('DELIVERED');
    expect((await api.jettons())[0]).toMatchObject({ id: jetton.id, status: 'DELIVERED' });
  });

  it('50 parallel redeems of one jetton send one Fragment order and move its money in one entry', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-2500');
    await payFromBalance(api, jetton);
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => redeem(api, jetton, i % 2 ? 'durov' : 'reza_karimi')),
    );
    const sent = answers.filter((answer) => answer.status === 'fulfilled');
    expect(sent).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        expect(answer.reason).toMatchObject({ status: 409, codeString: 'JETTON_ALREADY_REDEEMED' });
      }
    }
    const order = (sent[0] as PromiseFulfilledResult<Jetton>).value;
    await t.advanceClock(FRAGMENT_ORDER_SECONDS + 1);
    const sb = t.running.sandbox;
    const settled = await Promise.all([
      settleDueJettons(sb),
      settleDueJettons(sb),
      api.jetton({ params: { id: jetton.id } }),
    ]);
    expect(settled[2]).toMatchObject({ status: 'DELIVERED', fragmentOrderId: order.fragmentOrderId });
    expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_DELIVERY', 'INVOICE_PAYMENT']);
    await expectCleanLedger(t);
  });

  it('parallel settlements of one due order settle it once', async () => {
    const { api } = await payer({ toman: '100000000' });
    const bought = await Promise.all([buy(api, 'TG-STARS-100', 'durov'), buy(api, 'TG-STARS-250', 'durov')]);
    for (const jetton of bought) await payFromBalance(api, jetton);
    const sb = t.running.sandbox;
    // Ten settlements at an instant past the order's end, before the sandbox's clock (and so its watch) gets there.
    const due = new Date(sb.clock.nowMs() + (FRAGMENT_ORDER_SECONDS + 1) * 1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        sb.db.transaction((tx) => settleJetton(tx, Number(bought[0]!.id), due)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await t.advanceClock(FRAGMENT_ORDER_SECONDS + 1);
    await Promise.all([settleDueJettons(sb), settleDueJettons(sb)]);
    for (const jetton of bought) {
      expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('DELIVERED');
      expect(await entriesOf(api, jetton.invoiceId)).toEqual(['INVOICE_DELIVERY', 'INVOICE_PAYMENT']);
    }
    await expectCleanLedger(t);
  });

  it('a locked account pays nothing and no order is sent', async () => {
    const { api } = await payer({ toman: '100000000' });
    const jetton = await buy(api, 'TG-STARS-50', 'durov');
    await api.lockAccount({ body: {} });
    expect(await refusal(payFromBalance(api, jetton))).toEqual([422, 'ACCOUNT_LOCKED']);
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('PENDING');
    expect(await balanceOf(api, 'IRT')).toBe('100000000');
  });

  it('a LEVEL_0 user may not pay (the trade guard’s level), and the swap pauses hold shop payments', async () => {
    const basic = await payer({ level: 'LEVEL_0', toman: '100000000' });
    const jetton = await buy(basic.api, 'TG-STARS-50', 'durov');
    expect(await refusal(payFromBalance(basic.api, jetton))).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    const { api } = await payer({ toman: '100000000' });
    const paused = await buy(api, 'TG-STARS-50', 'durov');
    await withFlag(t, 'ALL_SWAP_LIMIT', true, async () => {
      expect(await refusal(payFromBalance(api, paused))).toEqual([422, 'SWAP_LIMITED']);
    });
    await withFlag(t, 'RIAL_SWAP_LIMIT', true, async () => {
      expect(await refusal(payFromBalance(api, paused))).toEqual([422, 'RIAL_SWAP_LIMITED']);
    });
    expect((await api.jetton({ params: { id: paused.id } })).status).toBe('PENDING');
  });

  it('with two-factor on, the payment needs no code: nothing leaves the wallet', async () => {
    const { api } = await payer({ toman: '100000000' });
    const { activationCode } = await api.setUpGoogleAuth();
    await api.verifyGoogleAuth({ body: { code: totp(activationCode, t.running.sandbox.clock.nowMs()) } });
    const jetton = await buy(api, 'TG-STARS-50', 'durov');
    const { invoice } = await payFromBalance(api, jetton);
    expect(invoice.status).toBe('PAID');
    expect((await afterOrder(api, jetton)).status).toBe('DELIVERED');
  });

  it('another user’s jetton is not found, to read or to redeem', async () => {
    const owner = await payer({ toman: '100000000' });
    const other = await payer({ toman: '100000000' });
    const jetton = await buy(owner.api, 'TG-STARS-50');
    await payFromBalance(owner.api, jetton);
    expect(await refusal(other.api.jetton({ params: { id: jetton.id } }))).toEqual([404, 'JETTON_NOT_FOUND']);
    expect(await refusal(redeem(other.api, jetton, 'durov'))).toEqual([404, 'JETTON_NOT_FOUND']);
    expect(await refusal(other.api.jetton({ params: { id: '999999999' } }))).toEqual([
      404,
      'JETTON_NOT_FOUND',
    ]);
    expect((await owner.api.jetton({ params: { id: jetton.id } })).status).toBe('PAID');
  });

  it('refuses bad input with a code, never a 500', async () => {
    const { api, token } = await payer({ toman: '100000000' });
    expect(await refusal(buy(api, 'TG-PREMIUM-7M'))).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(await refusal(buy(api, 'GIFT_CARD'))).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(await refusal(buy(api, 'TG-STARS-50', 'nobody_knows_me'))).toEqual([
      404,
      'TELEGRAM_USER_NOT_FOUND',
    ]);
    const post = (path: string, body: unknown) =>
      t.raw(path, {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': moneyKey().idempotencyKey },
        body: JSON.stringify(body),
      });
    for (const body of [
      {},
      { productId: '' },
      { productId: 'TG-STARS-50', username: 'a b' },
      { productId: 'TG-STARS-50', extra: 1 },
    ]) {
      const answer = await post('/v1/jetton', body);
      expect([answer.status, answer.body.codeString], JSON.stringify(body)).toEqual([
        400,
        'BAD_INPUT_VALUES',
      ]);
    }
    const jetton = await buy(api, 'TG-STARS-50');
    await payFromBalance(api, jetton);
    for (const body of [{}, { data: '' }, { data: 'ab' }, { data: 'no spaces' }]) {
      const answer = await post(`/v1/jetton/${jetton.id}/redeem`, body);
      expect([answer.status, answer.body.codeString], JSON.stringify(body)).toEqual([
        400,
        'BAD_INPUT_VALUES',
      ]);
    }
    for (const id of ['abc', '-1', '1'.repeat(30)]) {
      const answer = await t.raw(`/v1/jetton/${id}`, { token });
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    expect((await api.jetton({ params: { id: jetton.id } })).status).toBe('PAID');
  });

  it('the invoice escrow is clean and the ledger balances at the end', async () => {
    const sb = t.running.sandbox;
    await t.advanceClock(FRAGMENT_ORDER_SECONDS + 1);
    await settleDueJettons(sb);
    expect((await auditInvoiceEscrow(sb.db, sb.clock.now())).escrowUnaccounted).toBe('0');
    await expectCleanLedger(t);
  });
});
