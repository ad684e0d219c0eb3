import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletApi } from '@wallet/api';
import { kycPersonalInformation } from '../../src/kyc/tables';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

const OWN_CARD = '6037991234567828';
const RETURN_URL = 'http://127.0.0.1:5173/payment/result';

let users = 0;
/** A new level-1 user with one registered card. */
async function depositor(level: 'LEVEL_1_IR' | 'LEVEL_0' = 'LEVEL_1_IR') {
  users++;
  const { api, token } = await t.userWith(`0912661${String(users).padStart(4, '0')}`, {
    level: 'LEVEL_1_IR',
  });
  const card = await api.addBankCard({ body: { number: OWN_CARD } });
  if (level !== 'LEVEL_1_IR') await control('user/level', 'PUT', { level }, token);
  return { api, token, cardId: card.id };
}

const control = (path: string, method: string, body?: unknown, token?: string) =>
  t.raw(`/__sandbox/${path}`, {
    method,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const setFlag = async (flag: string, enabled: boolean) =>
  expect((await control(`flags/${flag}`, 'PUT', { enabled })).status).toBe(200);
const setGateway = async (state: { mode?: string; visitorCountry?: string }) =>
  expect((await control('gateway/state', 'PUT', state)).status).toBe(200);
const irtBalance = async (api: WalletApi) =>
  (await api.asset({ params: { token: 'IRT' } })).balance.amount.number;
const start = (api: WalletApi, cardId: string, amount: string, returnUrl?: string) =>
  api.startGatewayPayment({ body: { cardId, amount, ...(returnUrl ? { returnUrl } : {}) } }, moneyKey());
/** A button of the gateway page, pressed as a browser posts its form. */
const press = (gatewayUrl: string, action: string, headers: Record<string, string> = {}) =>
  fetch(`${gatewayUrl}/${action}`, { method: 'POST', redirect: 'manual', headers });

describe('gateway deposit', () => {
  it('[RIAL-08] opens a payment with the gateway fee on top, and the gateway page shows amount and card', async () => {
    const { api, cardId } = await depositor();
    const payment = await start(api, cardId, '۱۰۰٬۰۰۰', RETURN_URL);
    expect(payment).toMatchObject({
      status: 'PENDING',
      failureReason: null,
      amount: '100000',
      fee: '500',
      total: '100500',
      cardNumber: '603799******7828',
      paidAt: null,
      transactionId: null,
    });
    expect(new Date(payment.expiresAt).getTime() - new Date(payment.createdAt).getTime()).toBe(15 * 60_000);
    expect(payment.gatewayUrl).toMatch(new RegExp(`^${t.url}/gateway/[\\w-]{22}$`));
    const page = await fetch(payment.gatewayUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('603799******7828');
    // 100,000 Toman, as the bank side says it: in Rial.
    expect(html).toContain('۱٬۰۰۰٬۰۰۰ ریال');
    expect(html).toContain('Pay');
    expect(html).toContain('Cancel');
  });

  it('the gateway page’s address is 128 random bits, not the payment’s id: the id and its neighbours are 404', async () => {
    const { api, cardId } = await depositor();
    const first = await start(api, cardId, '100000', RETURN_URL);
    const second = await start(api, cardId, '100000', RETURN_URL);
    const tokens = [first, second].map((payment) => new URL(payment.gatewayUrl).pathname.split('/')[2]!);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
      expect(token).not.toMatch(/^\d+$/);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    // The old sequential address, and a count from it, reach no payment, to read or to press.
    for (const id of [first.paymentId, second.paymentId, String(Number(second.paymentId) + 1)]) {
      expect((await fetch(`${t.url}/gateway/${id}`)).status).toBe(404);
      expect((await press(`${t.url}/gateway/${id}`, 'pay')).status).toBe(404);
    }
    expect((await fetch(first.gatewayUrl)).status).toBe(200);
    expect((await api.gatewayPayment({ params: { id: first.paymentId } })).status).toBe('PENDING');
  });

  it('credits a paid payment once, even when Pay is posted twice at once, and returns to the app', async () => {
    const { api, cardId } = await depositor();
    const before = await irtBalance(api);
    const payment = await start(api, cardId, '250000', RETURN_URL);
    const [first, second] = await Promise.all([
      press(payment.gatewayUrl, 'pay'),
      press(payment.gatewayUrl, 'pay'),
    ]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${RETURN_URL}?paymentId=${payment.paymentId}`);
    }
    expect((await press(payment.gatewayUrl, 'pay')).status).toBe(303);
    const paid = await api.gatewayPayment({ params: { id: payment.paymentId } });
    expect(paid).toMatchObject({ status: 'PAID', transactionId: expect.any(String) });
    expect(Number(await irtBalance(api)) - Number(before)).toBe(250000);
    const receipt = await api.transaction({ params: { id: paid.transactionId! } });
    expect(receipt).toMatchObject({ type: 'DEPOSIT', channel: 'BANK', status: 'SUCCEED', amount: '250000' });
  });

  it('credits nothing for a cancelled payment, and a Pay after Cancel changes nothing', async () => {
    const { api, cardId } = await depositor();
    const before = await irtBalance(api);
    const payment = await start(api, cardId, '60000', RETURN_URL);
    expect((await press(payment.gatewayUrl, 'cancel')).status).toBe(303);
    await press(payment.gatewayUrl, 'pay');
    expect((await api.gatewayPayment({ params: { id: payment.paymentId } })).status).toBe('CANCELLED');
    expect(await irtBalance(api)).toBe(before);
  });

  it('expires a payment not paid within 15 minutes; Pay after that credits nothing', async () => {
    const { api, cardId } = await depositor();
    const before = await irtBalance(api);
    const payment = await start(api, cardId, '70000');
    await t.advanceClock(15 * 60 + 1);
    expect((await api.gatewayPayment({ params: { id: payment.paymentId } })).status).toBe('EXPIRED');
    const answer = await press(payment.gatewayUrl, 'pay');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('expired');
    expect((await api.gatewayPayment({ params: { id: payment.paymentId } })).status).toBe('EXPIRED');
    expect(await irtBalance(api)).toBe(before);
  });

  it('[RIAL-08] a payment the bank declines after deducting fails NOT_SUCCESSFUL, refunded to the card within 72 h', async () => {
    const { api, cardId } = await depositor();
    const before = await irtBalance(api);
    const payment = await start(api, cardId, '80000', RETURN_URL);
    await press(payment.gatewayUrl, 'decline');
    const failed = await api.gatewayPayment({ params: { id: payment.paymentId } });
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'NOT_SUCCESSFUL' });
    const refundAfter = new Date(failed.refundDueAt!).getTime() - new Date(failed.createdAt).getTime();
    expect(refundAfter).toBeGreaterThanOrEqual(72 * 3600_000);
    expect(refundAfter).toBeLessThan(72 * 3600_000 + 60_000);
    expect(await irtBalance(api)).toBe(before);
    await press(payment.gatewayUrl, 'drop');
    expect((await api.gatewayPayment({ params: { id: payment.paymentId } })).failureReason).toBe(
      'NOT_SUCCESSFUL',
    );
  });

  it('[RIAL-08] a dropped connection fails CONNECTION_FAILED', async () => {
    const { api, cardId } = await depositor();
    const payment = await start(api, cardId, '80000');
    expect((await press(payment.gatewayUrl, 'drop')).status).toBe(200);
    expect(await api.gatewayPayment({ params: { id: payment.paymentId } })).toMatchObject({
      status: 'FAILED',
      failureReason: 'CONNECTION_FAILED',
      refundDueAt: null,
    });
  });
});

describe('gateway refusals', () => {
  it('[RIAL-10] takes 5,000 to 25,000,000 Toman, whole, and refuses the rest with a code', async () => {
    const { api, cardId } = await depositor();
    for (const [amount, code] of [
      ['4999', 'GATEWAY_AMOUNT_BELOW_MIN'],
      ['25000001', 'GATEWAY_AMOUNT_ABOVE_MAX'],
    ] as const) {
      const error = await apiFailure(start(api, cardId, amount));
      expect([error.status, error.codeString], amount).toEqual([422, code]);
      expect(error.localizedMessage).toBeTruthy();
    }
    for (const amount of ['12.5', 'abc', '-5000']) {
      const error = await apiFailure(start(api, cardId, amount));
      expect([error.status, error.codeString], amount).toEqual([400, 'BAD_INPUT_VALUES']);
      expect(error.localizedMessage).toContain('body.amount');
    }
    expect((await start(api, cardId, '5000')).amount).toBe('5000');
    const largest = await depositor();
    expect((await start(largest.api, largest.cardId, '25000000')).fee).toBe('5000');
  });

  it("[RIAL-05] pays only from the user's own registered card: another user's or an unknown card is 404 CARD_NOT_FOUND", async () => {
    const owner = await depositor();
    const other = await depositor();
    for (const cardId of [owner.cardId, '999999999']) {
      const error = await apiFailure(start(other.api, cardId, '50000'));
      expect([error.status, error.codeString]).toEqual([404, 'CARD_NOT_FOUND']);
    }
  });

  it('refuses a LEVEL_0 user with 403 INSUFFICIENT_USER_LEVEL, on the payment and the allowance', async () => {
    const { api, cardId } = await depositor('LEVEL_0');
    for (const attempt of [() => start(api, cardId, '50000'), () => api.depositAllowance()]) {
      const error = await apiFailure(attempt());
      expect([error.status, error.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    }
  });

  it('[RIAL-07] refuses the gateway while its flag is off with 422 GATEWAY_NOT_AVAILABLE, and the allowance leaves it out', async () => {
    const { api, cardId } = await depositor();
    await setFlag('GATEWAY', false);
    try {
      const error = await apiFailure(start(api, cardId, '50000'));
      expect([error.status, error.codeString]).toEqual([422, 'GATEWAY_NOT_AVAILABLE']);
      const allowance = await api.depositAllowance();
      expect(allowance.methods.map((entry) => entry.method)).not.toContain('GATEWAY');
      expect(allowance.methods.map((entry) => entry.method)).toContain('CASH_IN_CODE');
    } finally {
      await setFlag('GATEWAY', true);
    }
  });

  it('[LIM-05] RIAL_DEPOSIT_LIMIT on: the gateway is refused with 422 RIAL_DEPOSIT_LIMITED and the allowance is paused', async () => {
    const { api, cardId } = await depositor();
    await setFlag('RIAL_DEPOSIT_LIMIT', true);
    try {
      const error = await apiFailure(start(api, cardId, '50000'));
      expect([error.status, error.codeString]).toEqual([422, 'RIAL_DEPOSIT_LIMITED']);
      expect(await api.depositAllowance()).toEqual({ isPaused: true, methods: [] });
    } finally {
      await setFlag('RIAL_DEPOSIT_LIMIT', false);
    }
    expect((await start(api, cardId, '50000')).status).toBe('PENDING');
  });

  it('[RIAL-08] refuses a start from outside Iran with 403 GATEWAY_OUTSIDE_IRAN', async () => {
    const { token, cardId } = await depositor();
    const { status, body } = await t.raw('/v1/bank/deposit/gateway', {
      method: 'POST',
      token,
      headers: { 'x-sandbox-country': 'DE', 'idempotency-key': 'gateway-outside-iran-1' },
      body: JSON.stringify({ cardId, amount: '50000' }),
    });
    expect(status).toBe(403);
    expect(body.codeString).toBe('GATEWAY_OUTSIDE_IRAN');
  });

  it('[RIAL-08] a gateway page seen from outside Iran fails the payment OUTSIDE_IRAN, credits nothing', async () => {
    const { api, cardId } = await depositor();
    const payment = await start(api, cardId, '50000');
    await setGateway({ visitorCountry: 'DE' });
    try {
      const page = await fetch(payment.gatewayUrl);
      expect(await page.text()).toContain('outside Iran');
    } finally {
      await setGateway({ visitorCountry: 'IR' });
    }
    await press(payment.gatewayUrl, 'pay');
    expect(await api.gatewayPayment({ params: { id: payment.paymentId } })).toMatchObject({
      status: 'FAILED',
      failureReason: 'OUTSIDE_IRAN',
      transactionId: null,
    });
  });

  it.each([
    ['OUT_OF_ORDER', 'GATEWAY_OUT_OF_ORDER'],
    ['CONNECTION_FAILED', 'GATEWAY_CONNECTION_FAILED'],
  ])('[RIAL-08] a gateway %s refuses new payments and fails an open one', async (mode, code) => {
    const { api, cardId } = await depositor();
    const open = await start(api, cardId, '50000');
    await setGateway({ mode });
    try {
      const error = await apiFailure(start(api, cardId, '50000'));
      expect([error.status, error.codeString]).toEqual([422, code]);
      await fetch(open.gatewayUrl);
    } finally {
      await setGateway({ mode: 'WORKING' });
    }
    expect(await api.gatewayPayment({ params: { id: open.paymentId } })).toMatchObject({
      status: 'FAILED',
      failureReason: mode,
    });
  });

  it("answers 404 GATEWAY_PAYMENT_NOT_FOUND for another user's payment", async () => {
    const owner = await depositor();
    const other = await depositor();
    const payment = await start(owner.api, owner.cardId, '50000');
    const error = await apiFailure(other.api.gatewayPayment({ params: { id: payment.paymentId } }));
    expect([error.status, error.codeString]).toEqual([404, 'GATEWAY_PAYMENT_NOT_FOUND']);
  });
});

describe('deposit allowance', () => {
  it('gives each enabled method what is left today: the gateway its cap, instant banks their maximum, PAYA none', async () => {
    const { api } = await depositor();
    const { isPaused, methods } = await api.depositAllowance();
    expect(isPaused).toBe(false);
    const of = (method: string) => methods.find((entry) => entry.method === method);
    expect(of('GATEWAY')).toEqual({
      method: 'GATEWAY',
      minPerDeposit: '5000',
      maxPerDeposit: '25000000',
      dailyCap: '25000000',
      usedToday: '0',
      leftToday: '25000000',
    });
    expect(of('DIRECT_DEBIT')).toMatchObject({ maxPerDeposit: '200000000', leftToday: '200000000' });
    expect(of('BLU_SAMAN')).toMatchObject({ leftToday: '200000000', dailyCap: null });
    expect(of('CASH_IN_CODE')).toMatchObject({ maxPerDeposit: null, leftToday: null });
    expect(of('PAYA_SATNA')).toMatchObject({ leftToday: null });
  });

  it('counts the gateway cap per national ID, across two accounts of one person, for 24 hours', async () => {
    const first = await depositor();
    const second = await depositor();
    const nationalId = '0012345679';
    const now = t.running.sandbox.clock.now();
    for (const { api } of [first, second]) {
      const { id } = await api.whoami();
      await t.running.sandbox.db.insert(kycPersonalInformation).values({
        userId: Number(id),
        nationalId,
        birthDate: '1990-01-01',
        phoneNumber: '09120000000',
        status: 'SUCCEED',
        submittedAt: now,
        reviewDueAt: now,
        decidedAt: now,
      });
    }
    const paid = await start(first.api, first.cardId, '20000000');
    await press(paid.gatewayUrl, 'pay');
    const gatewayOf = async (api: WalletApi) =>
      (await api.depositAllowance()).methods.find((entry) => entry.method === 'GATEWAY');
    expect(await gatewayOf(second.api)).toMatchObject({ usedToday: '20000000', leftToday: '5000000' });
    const error = await apiFailure(start(second.api, second.cardId, '5000001'));
    expect([error.status, error.codeString]).toEqual([422, 'GATEWAY_DAILY_CAP_EXCEEDED']);
    const open = await start(second.api, second.cardId, '4000000');
    expect(await gatewayOf(first.api)).toMatchObject({ usedToday: '24000000', leftToday: '1000000' });
    await press(open.gatewayUrl, 'cancel');
    expect(await gatewayOf(first.api)).toMatchObject({ leftToday: '5000000' });
    await t.advanceClock(24 * 3600 + 1);
    expect(await gatewayOf(second.api)).toMatchObject({ usedToday: '0', leftToday: '25000000' });
  });
});
