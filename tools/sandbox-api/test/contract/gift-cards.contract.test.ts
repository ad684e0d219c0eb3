import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_CARD_CURRENCIES,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_ISSUE_FEE,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_SHIPPING_COST,
  GIFT_CARD_SHIPPING_DAYS,
  GIFT_CARD_TOKENS,
  type GiftCardOrder,
  INVOICE_PAYMENT_MINUTES,
  type WalletApi,
} from '@wallet/api';
import { add, cmp, mul, sub } from '@wallet/core';
import { settleGiftCardOrders, settleOrder } from '../../src/gift-cards/lifecycle';
import { giftCardOrders } from '../../src/gift-cards/tables';
import { SYSTEM_ACCOUNTS } from '../../src/money/ledger';
import { giftCards } from '../../src/profile/tables';
import { ledgerAccounts } from '../../src/wallet/tables';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, control, expectCleanLedger, payers } from './invoice-support';

// Gift card orders (SHOP-04..06): what is accepted and refused, the order's fields and its GIFT_CARD invoice, the
// settlement when paid, the claim of the code, a physical card's steps on the sandbox clock, the post's return,
// and what an attacker tries: replays and races.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let user: ReturnType<typeof payers>;
beforeAll(() => {
  user = payers(t, '0912661');
});

const HOUR = 3600;
type OrderBody = Parameters<WalletApi['createGiftCardOrder']>[0]['body'];
const DIGITAL: OrderBody = {
  type: 'DIGITAL',
  design: 'classic',
  currency: 'toman',
  amount: '200000',
  recipientName: 'Sara',
};
const order = (api: WalletApi, change: Partial<OrderBody> = {}, key = moneyKey()) =>
  api.createGiftCardOrder({ body: { ...DIGITAL, ...change } }, key);
const refusal = async (promise: Promise<unknown>) => {
  const error = await apiFailure(promise);
  return [error.status, error.codeString];
};
const payFromBalance = (api: WalletApi, made: GiftCardOrder, key = moneyKey()) =>
  api.payPaymentInvoice({ params: { id: made.invoiceId }, body: { method: 'IRT_BALANCE' } }, key);
const claim = (api: WalletApi, code: string) => api.claimGiftCard({ body: { code } }, moneyKey());

async function newAddress(api: WalletApi) {
  return api.createAddress({
    body: {
      title: 'Home',
      province: 'Tehran',
      city: 'Tehran',
      address: 'Valiasr St., No. 12',
      recipient: 'Sara Ahmadi',
      recipientMobile: '09121112233',
      postalCode: '1234567890',
    },
  });
}

/** A system account's balance in a token, as the ledger has it. */
async function systemBalance(name: string, token: string): Promise<string> {
  const [row] = await t.running.sandbox.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemName, name), eq(ledgerAccounts.token, token)));
  return add(row?.balance ?? '0', '0');
}

/** Activation codes written into gift_cards that no order holds: a step issued twice would leave one. */
async function strayCodes(): Promise<number> {
  const [row] = await t.running.sandbox.db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(
      sql`${giftCards.code} NOT LIKE 'GIFT-DEMO-%' AND ${giftCards.code} NOT IN (SELECT activation_code FROM gift_card_orders WHERE activation_code IS NOT NULL)`,
    );
  return row?.n ?? -1;
}

/** The ledger and the invoice escrow clean, and the gift cards' account exactly the value of the unclaimed cards sold. */
async function expectCleanGiftCards(): Promise<void> {
  await expectCleanLedger(t);
  expect(await control(t, 'ledger/audit', 'GET')).toMatchObject({ giftCardLiabilityMismatched: 0 });
}

describe('ordering a gift card', () => {
  it('[SHOP-04] accepts each type, design and currency, each currency held in its token', async () => {
    const { api } = await user();
    const address = await newAddress(api);
    const amounts = {
      bitcoin: '0.001',
      tether: '10',
      toman: '150000',
      ethereum: '0.01',
      xaut: '0.01',
    } as const;
    for (const currency of GIFT_CARD_CURRENCIES) {
      const made = await order(api, { currency, amount: amounts[currency] });
      expect(made).toMatchObject({
        currency,
        token: GIFT_CARD_TOKENS[currency],
        amount: amounts[currency],
        status: 'PENDING',
      });
    }
    for (const design of GIFT_CARD_DESIGNS) expect((await order(api, { design })).design).toBe(design);
    const physical = await order(api, { type: 'PHYSICAL', addressId: address.id });
    expect(physical.type).toBe('PHYSICAL');
    expect((await api.giftCardOrders()).length).toBe(
      GIFT_CARD_CURRENCIES.length + GIFT_CARD_DESIGNS.length + 1,
    );
  });

  it('[SHOP-04] refuses another type, design or currency with 400', async () => {
    const { token } = await user();
    for (const change of [{ type: 'PLASTIC' }, { design: 'halloween' }, { currency: 'dogecoin' }]) {
      const answer = await t.raw('/v1/gift-card/order', {
        method: 'POST',
        token,
        headers: { 'idempotency-key': moneyKey().idempotencyKey },
        body: JSON.stringify({ ...DIGITAL, ...change }),
      });
      expect([answer.status, answer.body.codeString], JSON.stringify(change)).toEqual([
        400,
        'BAD_INPUT_VALUES',
      ]);
    }
  });

  it('prices a crypto card at the market’s Toman price, rounded up, and adds the issue fee', async () => {
    const { api } = await user();
    const made = await order(api, { currency: 'tether', amount: '۱۰٫۵' });
    expect(made.amount).toBe('10.5');
    const usdt = (await api.assets()).tokens.find((entry) => entry.token === 'USDT')!;
    const atMarket = mul('10.5', usdt.marketData.IRT.lastPrice);
    // The market moves between the two reads by a hair; the price is whole Toman.
    expect(made.cardPrice).toMatch(/^\d+$/);
    expect(cmp(sub(made.cardPrice, atMarket), '-100')).toBeGreaterThan(0);
    expect(cmp(sub(made.cardPrice, atMarket), '100')).toBeLessThan(0);
    expect(made.shippingCost).toBe('0');
    expect(made.issueFee).toBe(GIFT_CARD_ISSUE_FEE.DIGITAL);
    expect(made.total).toBe(add(made.cardPrice, GIFT_CARD_ISSUE_FEE.DIGITAL));
  });

  it('reads Persian and Arabic digits and separators in the amount', async () => {
    const { api } = await user();
    expect((await order(api, { amount: '۲۰۰٬۰۰۰' })).cardPrice).toBe('200000');
    expect((await order(api, { amount: '١٥٠,٠٠٠' })).amount).toBe('150000');
  });

  it.each([
    ['below the smallest card', { amount: '99999' }],
    ['above the largest card', { amount: '500000001' }],
    ['more decimals than the token has', { currency: 'tether', amount: '10.1234567' }],
    ['a fraction of a Toman', { amount: '150000.5' }],
    ['zero', { amount: '0' }],
    ['not a number', { amount: 'ten' }],
    ['a negative amount', { amount: '-150000' }],
    ['an empty recipient name', { recipientName: '   ' }],
    ['a message too long', { message: 'x'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + 1) }],
    ['a physical card without an address', { type: 'PHYSICAL' }],
  ] as const)('refuses %s with 400 BAD_INPUT_VALUES', async (_, change) => {
    const { api } = await user();
    expect(await refusal(order(api, change as Partial<OrderBody>))).toEqual([400, 'BAD_INPUT_VALUES']);
    expect(await api.giftCardOrders()).toEqual([]);
  });

  it('[SHOP-05] refuses an address for a digital card, and another user’s or an unknown address with 404', async () => {
    const { api } = await user();
    const { api: other } = await user();
    const own = await newAddress(api);
    const theirs = await newAddress(other);
    expect(await refusal(order(api, { addressId: own.id }))).toEqual([400, 'BAD_INPUT_VALUES']);
    expect(await refusal(order(api, { type: 'PHYSICAL', addressId: theirs.id }))).toEqual([
      404,
      'ADDRESS_NOT_FOUND',
    ]);
    expect(await refusal(order(api, { type: 'PHYSICAL', addressId: '999999999' }))).toEqual([
      404,
      'ADDRESS_NOT_FOUND',
    ]);
    expect(await api.giftCardOrders()).toEqual([]);
  });

  it('[SHOP-05] copies the address into a physical order and writes its GIFT_CARD invoice of the total', async () => {
    const { api } = await user();
    const address = await newAddress(api);
    const made = await order(api, {
      type: 'PHYSICAL',
      design: 'birthday',
      message: '  Happy birthday!  ',
      recipientName: 'Sara Ahmadi',
      addressId: address.id,
    });
    const total = add(add('200000', GIFT_CARD_SHIPPING_COST), GIFT_CARD_ISSUE_FEE.PHYSICAL);
    expect(made).toMatchObject({
      type: 'PHYSICAL',
      design: 'birthday',
      currency: 'toman',
      token: 'IRT',
      amount: '200000',
      cardPrice: '200000',
      shippingCost: GIFT_CARD_SHIPPING_COST,
      issueFee: GIFT_CARD_ISSUE_FEE.PHYSICAL,
      total,
      message: 'Happy birthday!',
      recipientName: 'Sara Ahmadi',
      phone: '09121112233',
      province: 'Tehran',
      city: 'Tehran',
      address: 'Valiasr St., No. 12',
      postalCode: '1234567890',
      trackingNumber: null,
      activationCode: null,
      status: 'PENDING',
      shipsBy: null,
      paidAt: null,
    });
    expect(made.supportCode).toMatch(/^GC-[2-9A-Z]{8}$/);
    // The order keeps the address as it was: a later change of the address does not move the card.
    await api.deleteAddress({ params: { id: address.id } });
    expect((await api.giftCardOrder({ params: { id: made.id } })).address).toBe('Valiasr St., No. 12');
    const invoice = await api.invoice({ params: { id: made.invoiceId } });
    expect(invoice).toMatchObject({
      type: 'GIFT_CARD',
      status: 'PENDING',
      amount: total,
      product: { item: 'IRT', quantity: '200000', taskId: `gift-card:${made.id}` },
      merchant: { name: 'Wallet', isCertified: true },
    });
    expect(Date.parse(invoice.expiresAt) - Date.parse(invoice.createdAt)).toBe(
      INVOICE_PAYMENT_MINUTES * 60_000,
    );
  });

  it('refuses a card in a coin whose trade is switched off with 422 PRODUCT_NOT_ACTIVE', async () => {
    const { api } = await user();
    await control(t, 'coins/ETH/features', 'PUT', { trade: false });
    try {
      expect(await refusal(order(api, { currency: 'ethereum', amount: '0.01' }))).toEqual([
        422,
        'PRODUCT_NOT_ACTIVE',
      ]);
    } finally {
      await control(t, 'coins/ETH/features', 'PUT', { trade: true });
    }
    expect((await order(api, { currency: 'ethereum', amount: '0.01' })).token).toBe('ETH');
  });

  it('[SHOP-13] refuses a card with 422 PRODUCT_NOT_ACTIVE while the shop turned gift cards off for the user', async () => {
    const { api, phone } = await user();
    const { api: other } = await user();
    await control(t, 'shop/products/GIFT_CARD/active', 'POST', { active: false, phone });
    try {
      expect(await refusal(order(api))).toEqual([422, 'PRODUCT_NOT_ACTIVE']);
      expect((await other.giftCardOrders()).length).toBe(0);
      expect((await order(other)).status).toBe('PENDING');
    } finally {
      await control(t, 'shop/products/GIFT_CARD/active', 'POST', { active: true, phone });
    }
    expect((await order(api)).status).toBe('PENDING');
  });

  it('answers 404 GIFT_CARD_ORDER_NOT_FOUND for another user’s order and an unknown one', async () => {
    const { api } = await user();
    const { api: other } = await user();
    const made = await order(api);
    expect(await refusal(other.giftCardOrder({ params: { id: made.id } }))).toEqual([
      404,
      'GIFT_CARD_ORDER_NOT_FOUND',
    ]);
    expect(await refusal(api.giftCardOrder({ params: { id: '999999999' } }))).toEqual([
      404,
      'GIFT_CARD_ORDER_NOT_FOUND',
    ]);
    expect(await other.giftCardOrders()).toEqual([]);
  });
});

describe('paying, issuing and claiming', () => {
  it('issues a digital card with its code once paid; anyone claims it once, credited in its token', async () => {
    const { api } = await user({ toman: '1000000' });
    const { api: friend } = await user();
    const made = await order(api, { currency: 'toman', amount: '300000' });
    const sales = await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT');
    const paid = await payFromBalance(api, made);
    expect(paid.invoice.status).toBe('DELIVERED');
    expect(await balanceOf(api, 'IRT')).toBe(sub('1000000', made.total));
    // The shop keeps the fees; the card's Toman value is held for its code.
    expect(await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT')).toBe(
      add(sales, sub(made.total, '300000')),
    );
    const issued = await api.giftCardOrder({ params: { id: made.id } });
    expect(issued).toMatchObject({ status: 'ISSUED', shipsBy: null, trackingNumber: null });
    expect(issued.paidAt).toBe(issued.issuedAt);
    expect(issued.activationCode).toMatch(/^GIFT(-[2-9A-Z]{4}){4}$/);
    const claimed = await claim(friend, issued.activationCode!);
    expect(claimed).toMatchObject({ token: 'IRT', amount: '300000' });
    expect(await balanceOf(friend, 'IRT')).toBe('300000');
    expect(await refusal(claim(api, issued.activationCode!))).toEqual([409, 'GIFT_CARD_ALREADY_CLAIMED']);
    // A digital card is never posted, so never returned.
    expect(await returnRefused(made.id)).toEqual([409, 'GIFT_CARD_ORDER_NOT_REFUNDABLE']);
    await expectCleanGiftCards();
  });

  it('[SHOP-04] a bitcoin card is bought from the market maker and credits bitcoin when claimed', async () => {
    const { api } = await user({ toman: '200000000' });
    const { api: friend } = await user();
    const made = await order(api, { currency: 'bitcoin', amount: '0.0012' });
    const held = await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'BTC');
    const makerToman = await systemBalance(SYSTEM_ACCOUNTS.MARKET_MAKER.name, 'IRT');
    const sales = await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT');
    await payFromBalance(api, made);
    expect(await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'BTC')).toBe(add(held, '0.0012'));
    // The card's price pays the market maker for the bitcoin; the shop keeps the issue fee.
    expect(await systemBalance(SYSTEM_ACCOUNTS.MARKET_MAKER.name, 'IRT')).toBe(
      add(makerToman, made.cardPrice),
    );
    expect(await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT')).toBe(add(sales, made.issueFee));
    const { activationCode } = await api.giftCardOrder({ params: { id: made.id } });
    expect(await claim(friend, activationCode!)).toMatchObject({ token: 'BTC', amount: '0.0012' });
    expect(await balanceOf(friend, 'BTC')).toBe('0.0012');
    expect(await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'BTC')).toBe(held);
  });

  it('an unpaid order whose invoice expires is CANCELLED, and its invoice can no longer be paid', async () => {
    const { api } = await user({ toman: '1000000' });
    const made = await order(api);
    await t.advanceClock(INVOICE_PAYMENT_MINUTES * 60 + 1);
    const cancelled = await api.giftCardOrder({ params: { id: made.id } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', activationCode: null, paidAt: null });
    expect((await refusal(payFromBalance(api, made)))[0]).toBeGreaterThanOrEqual(400);
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
  });
});

/** POST /__sandbox/gift-card/order/{id}/return: the post returned the card. */
async function returnCard(id: string): Promise<GiftCardOrder> {
  const { status, body } = await t.raw(`/__sandbox/gift-card/order/${id}/return`, { method: 'POST' });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as GiftCardOrder;
}

/** The return refused: its status and code. */
async function returnRefused(id: string) {
  const { status, body } = await t.raw(`/__sandbox/gift-card/order/${id}/return`, { method: 'POST' });
  return [status, body.codeString];
}

describe('a physical card on the sandbox clock', () => {
  it('[SHOP-05] is printed, posted with a tracking number and delivered within the shipping promise', async () => {
    const { api } = await user({ toman: '1000000' });
    const made = await order(api, { type: 'PHYSICAL', addressId: (await newAddress(api)).id });
    await payFromBalance(api, made);
    const processing = await api.giftCardOrder({ params: { id: made.id } });
    expect(processing).toMatchObject({ status: 'PROCESSING', activationCode: null, issuedAt: null });
    const paidAt = Date.parse(processing.paidAt!);
    expect(Date.parse(processing.shipsBy!) - paidAt).toBe(GIFT_CARD_SHIPPING_DAYS * 86_400_000);

    await t.advanceClock(24 * HOUR);
    const issued = await api.giftCardOrder({ params: { id: made.id } });
    expect(issued.status).toBe('ISSUED');
    expect(Date.parse(issued.issuedAt!)).toBe(paidAt + 24 * HOUR * 1000);
    expect(issued.activationCode).toMatch(/^GIFT(-[2-9A-Z]{4}){4}$/);

    await t.advanceClock(24 * HOUR);
    const shipped = await api.giftCardOrder({ params: { id: made.id } });
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.trackingNumber).toMatch(/^[1-9]\d{19}$/);
    expect(shipped.activationCode).toBe(issued.activationCode);

    await t.advanceClock(96 * HOUR);
    const [delivered] = await api.giftCardOrders();
    expect(delivered).toMatchObject({
      id: made.id,
      status: 'DELIVERED',
      trackingNumber: shipped.trackingNumber,
    });
    expect(Date.parse(delivered!.deliveredAt!)).toBeLessThanOrEqual(Date.parse(delivered!.shipsBy!));
    expect(await returnRefused(made.id)).toEqual([409, 'GIFT_CARD_ORDER_NOT_REFUNDABLE']);
  });

  it('returned by the post, is REFUNDED in one entry: the total back to the payer, the code void', async () => {
    const { api } = await user({ toman: '1000000' });
    const { api: friend } = await user();
    const made = await order(api, {
      type: 'PHYSICAL',
      amount: '250000',
      addressId: (await newAddress(api)).id,
    });
    const sales = await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT');
    const held = await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'IRT');
    await payFromBalance(api, made);
    expect(await balanceOf(api, 'IRT')).toBe(sub('1000000', made.total));
    expect(await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'IRT')).toBe(add(held, '250000'));
    await t.advanceClock(48 * HOUR);
    const shipped = await api.giftCardOrder({ params: { id: made.id } });
    expect(shipped.status).toBe('SHIPPED');

    const refunded = await returnCard(made.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', activationCode: null });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
    expect(await systemBalance(SYSTEM_ACCOUNTS.SHOP_SALES.name, 'IRT')).toBe(sales);
    expect(await systemBalance(SYSTEM_ACCOUNTS.GIFT_CARDS.name, 'IRT')).toBe(held);
    // The payer's history shows the payment and the Toman coming back, both under the invoice's code.
    const { code } = await api.invoice({ params: { id: made.invoiceId } });
    const legs = (await api.transactions({ query: {} })).transactions.filter((entry) => entry.refId === code);
    expect(legs.map((entry) => [entry.type, entry.amount]).sort()).toEqual([
      ['DEPOSIT', made.total],
      ['WITHDRAW', made.total],
    ]);
    expect(await refusal(claim(friend, shipped.activationCode!))).toEqual([404, 'GIFT_CARD_NOT_FOUND']);
    expect(await returnRefused(made.id)).toEqual([409, 'GIFT_CARD_ORDER_NOT_REFUNDABLE']);
    await t.advanceClock(96 * HOUR);
    expect((await api.giftCardOrder({ params: { id: made.id } })).status).toBe('REFUNDED');
    await expectCleanGiftCards();
  });

  it('moves on the sandbox’s watch with no one reading it, as an unpaid order is cancelled', async () => {
    const { api } = await user({ toman: '1000000' });
    const physical = await order(api, { type: 'PHYSICAL', addressId: (await newAddress(api)).id });
    await payFromBalance(api, physical);
    const unpaid = await order(api);
    const statusOf = async (id: string) => {
      const [row] = await t.running.sandbox.db
        .select({ status: giftCardOrders.status })
        .from(giftCardOrders)
        .where(eq(giftCardOrders.id, Number(id)));
      return row?.status;
    };
    await t.advanceClock(48 * HOUR + 1);
    await expect.poll(() => statusOf(physical.id), { timeout: 5000 }).toBe('SHIPPED');
    await expect.poll(() => statusOf(unpaid.id), { timeout: 5000 }).toBe('CANCELLED');
  });

  it('whose code was claimed already cannot be refunded', async () => {
    const { api } = await user({ toman: '1000000' });
    const { api: friend } = await user();
    const made = await order(api, { type: 'PHYSICAL', addressId: (await newAddress(api)).id });
    await payFromBalance(api, made);
    await t.advanceClock(24 * HOUR);
    const { activationCode } = await api.giftCardOrder({ params: { id: made.id } });
    await claim(friend, activationCode!);
    expect(await returnRefused(made.id)).toEqual([409, 'GIFT_CARD_ALREADY_CLAIMED']);
    expect((await api.giftCardOrder({ params: { id: made.id } })).status).toBe('ISSUED');
  });
});

describe('the post’s return control', () => {
  it('refuses an unpaid order with 409 and an unknown one with 404', async () => {
    const { api } = await user();
    const made = await order(api, { type: 'PHYSICAL', addressId: (await newAddress(api)).id });
    expect(await returnRefused(made.id)).toEqual([409, 'GIFT_CARD_ORDER_NOT_REFUNDABLE']);
    expect(await returnRefused('999999999')).toEqual([404, 'GIFT_CARD_ORDER_NOT_FOUND']);
    expect(await returnRefused('abc')).toEqual([400, 'BAD_INPUT_VALUES']);
    expect((await api.giftCardOrder({ params: { id: made.id } })).status).toBe('PENDING');
  });
});

describe('what an attacker tries', () => {
  it('a replayed create (same Idempotency-Key) answers the same order and makes one', async () => {
    const { api } = await user();
    const key = moneyKey();
    const first = await order(api, {}, key);
    const replay = await order(api, {}, key);
    expect(replay.id).toBe(first.id);
    expect(await api.giftCardOrders()).toHaveLength(1);
  });

  it('50 parallel payments of one order’s invoice pay it once', async () => {
    const { api } = await user({ toman: '5000000' });
    const made = await order(api);
    const answers = await Promise.allSettled(Array.from({ length: 50 }, () => payFromBalance(api, made)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ status: 409, codeString: 'INVOICE_NOT_PENDING' });
    }
    expect(await balanceOf(api, 'IRT')).toBe(sub('5000000', made.total));
    expect((await api.giftCardOrder({ params: { id: made.id } })).status).toBe('ISSUED');
    await expectCleanGiftCards();
  });

  it('50 parallel claims of one code credit it once', async () => {
    const { api } = await user({ toman: '1000000' });
    const made = await order(api);
    await payFromBalance(api, made);
    const { activationCode } = await api.giftCardOrder({ params: { id: made.id } });
    const claimers = await Promise.all(Array.from({ length: 5 }, () => user()));
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => claim(claimers[i % claimers.length]!.api, activationCode!)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ status: 409, codeString: 'GIFT_CARD_ALREADY_CLAIMED' });
    }
    const credited = await Promise.all(claimers.map(({ api: each }) => balanceOf(each, 'IRT')));
    expect(credited.sort()).toEqual(['0', '0', '0', '0', '200000']);
    await expectCleanGiftCards();
  });

  it('parallel settlement passes move each step once', async () => {
    const { api } = await user({ toman: '1000000' });
    const made = await order(api, { type: 'PHYSICAL', addressId: (await newAddress(api)).id });
    await payFromBalance(api, made);
    await t.advanceClock(30 * HOUR);
    const sb = t.running.sandbox;
    const now = sb.clock.now();
    await Promise.all([
      ...Array.from({ length: 10 }, () => sb.db.transaction((tx) => settleOrder(tx, Number(made.id), now))),
      settleGiftCardOrders(sb),
      ...Array.from({ length: 10 }, () => api.giftCardOrder({ params: { id: made.id } })),
    ]);
    const [row] = await sb.db
      .select()
      .from(giftCardOrders)
      .where(eq(giftCardOrders.id, Number(made.id)));
    expect(row!.status).toBe('ISSUED');
    expect(await strayCodes()).toBe(0);
    const unclaimed = await sb.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.code, row!.activationCode!), isNull(giftCards.claimedBy)));
    expect(unclaimed).toHaveLength(1);
  });

  it('a locked account and a LEVEL_0 user cannot pay an order', async () => {
    const locked = await user({ toman: '1000000' });
    const lockedOrder = await order(locked.api);
    await locked.api.lockAccount({ body: {} });
    expect(await refusal(payFromBalance(locked.api, lockedOrder))).toEqual([422, 'ACCOUNT_LOCKED']);
    const beginner = await user({ level: 'LEVEL_0' });
    const beginnerOrder = await order(beginner.api);
    expect(await refusal(payFromBalance(beginner.api, beginnerOrder))).toEqual([
      403,
      'INSUFFICIENT_USER_LEVEL',
    ]);
    expect((await beginner.api.giftCardOrder({ params: { id: beginnerOrder.id } })).status).toBe('PENDING');
  });

  it('leaves the ledger balanced and the invoice escrow clean', async () => {
    await expectCleanGiftCards();
  });
});
