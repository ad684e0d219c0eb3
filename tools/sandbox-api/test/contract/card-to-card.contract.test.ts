import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardToCardMethod, WalletApi } from '@wallet/api';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

/** The README's demo cards of a level-1 user: Melli and Saman. */
const MELLI_CARD = '6037991234567828';
const SAMAN_CARD = '6219865555666783';

let users = 0;
/** A new level-1 user with the two demo cards registered. */
async function depositor(): Promise<{ api: WalletApi; token: string; melli: string; saman: string }> {
  users++;
  const { api, token } = await t.userWith(`0912772${String(users).padStart(4, '0')}`, {
    level: 'LEVEL_1_IR',
  });
  const melli = (await api.addBankCard({ body: { number: MELLI_CARD } })).id;
  const saman = (await api.addBankCard({ body: { number: SAMAN_CARD } })).id;
  return { api, token, melli, saman };
}

const irtBalance = async (api: WalletApi) =>
  (await api.asset({ params: { token: 'IRT' } })).balance.amount.number;
const control = (path: string, method: string, body?: unknown) =>
  t.raw(`/__sandbox/${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const setFlag = async (flag: string, enabled: boolean) =>
  expect((await control(`flags/${flag}`, 'PUT', { enabled })).status).toBe(200);
const create = (api: WalletApi, method: CardToCardMethod, sourceCardId: string, amount: string) =>
  api.createCardToCardPayment({ body: { method, sourceCardId, amount } });

describe('card-to-card deposits', () => {
  it('shows the card to send to; a transfer confirmed twice is credited once, about a minute later', async () => {
    const { api, melli } = await depositor();
    const before = await irtBalance(api);
    const payment = await create(api, 'CARD_TO_CARD', melli, '۱۵۰٬۰۰۰');
    expect(payment).toMatchObject({
      method: 'CARD_TO_CARD',
      status: 'CREATED',
      amount: '150000',
      sourceCard: { id: melli, number: MELLI_CARD },
      destination: { cardNumber: expect.stringMatching(/^\d{16}$/), ownerName: expect.any(String) },
      confirmedAt: null,
      transactionId: null,
    });
    const params = { params: { id: payment.paymentId } };
    const [first, second] = await Promise.all([
      api.confirmCardToCardPayment(params),
      api.confirmCardToCardPayment(params),
    ]);
    expect([first.status, second.status]).toEqual(['WAITING_FOR_CONFIRMATION', 'WAITING_FOR_CONFIRMATION']);
    await t.advanceClock(61);
    await expect
      .poll(async () => (await api.cardToCardPayment(params)).status, { timeout: 5000 })
      .toBe('PAID');
    await api.confirmCardToCardPayment(params);
    await t.advanceClock(61);
    const paid = await api.cardToCardPayment(params);
    expect(Number(await irtBalance(api)) - Number(before)).toBe(150000);
    const receipt = await api.transaction({ params: { id: paid.transactionId! } });
    expect(receipt).toMatchObject({ type: 'DEPOSIT', channel: 'BANK', status: 'SUCCEED', token: 'IRT' });
  });

  it('[RIAL-13] takes a Blu to Saman deposit above the card-to-card maximum, at once and without a fee', async () => {
    const { api, saman } = await depositor();
    const before = await irtBalance(api);
    const payment = await create(api, 'BLU_SAMAN', saman, '200000000');
    await api.confirmCardToCardPayment({ params: { id: payment.paymentId } });
    await expect
      .poll(async () => (await api.cardToCardPayment({ params: { id: payment.paymentId } })).status, {
        timeout: 5000,
      })
      .toBe('PAID');
    expect(Number(await irtBalance(api)) - Number(before)).toBe(200000000);
    const over = await apiFailure(create(api, 'BLU_SAMAN', saman, '200000001'));
    expect([over.status, over.codeString]).toEqual([422, 'CARD_TO_CARD_AMOUNT_ABOVE_MAX']);
  });

  it('refuses amounts outside each method’s range and a Saman method from another bank’s card', async () => {
    const { api, melli, saman } = await depositor();
    const cases: [CardToCardMethod, string, string, number, string][] = [
      ['CARD_TO_CARD', melli, '4999', 422, 'CARD_TO_CARD_AMOUNT_BELOW_MIN'],
      ['CARD_TO_CARD', melli, '25000001', 422, 'CARD_TO_CARD_AMOUNT_ABOVE_MAX'],
      ['SAMAN_SAMAN', saman, '4999', 422, 'CARD_TO_CARD_AMOUNT_BELOW_MIN'],
      ['SAMAN_SAMAN', melli, '10000', 422, 'CARD_TO_CARD_SOURCE_BANK_MISMATCH'],
      ['BLU_SAMAN', melli, '10000', 422, 'CARD_TO_CARD_SOURCE_BANK_MISMATCH'],
      ['CARD_TO_CARD', melli, '10000.5', 400, 'BAD_INPUT_VALUES'],
      ['CARD_TO_CARD', melli, 'ten', 400, 'BAD_INPUT_VALUES'],
    ];
    for (const [method, card, amount, status, code] of cases) {
      const error = await apiFailure(create(api, method, card, amount));
      expect([method, amount, error.status, error.codeString]).toEqual([method, amount, status, code]);
    }
    expect((await create(api, 'CARD_TO_CARD', melli, '25000000')).status).toBe('CREATED');
  });

  it('[RIAL-05] takes only a card the user registered', async () => {
    const { api } = await depositor();
    const other = await depositor();
    const error = await apiFailure(create(api, 'CARD_TO_CARD', other.melli, '10000'));
    expect([error.status, error.codeString]).toEqual([404, 'CARD_NOT_FOUND']);
  });

  it('expires a payment not confirmed in time, and refuses to confirm it after', async () => {
    const { api, melli } = await depositor();
    const payment = await create(api, 'CARD_TO_CARD', melli, '20000');
    expect(new Date(payment.expiresAt).getTime() - new Date(payment.createdAt).getTime()).toBe(15 * 60_000);
    await t.advanceClock(15 * 60 + 1);
    const params = { params: { id: payment.paymentId } };
    expect((await api.cardToCardPayment(params)).status).toBe('EXPIRED');
    const error = await apiFailure(api.confirmCardToCardPayment(params));
    expect([error.status, error.codeString]).toEqual([422, 'CARD_TO_CARD_PAYMENT_EXPIRED']);
  });

  it('marks a confirmed payment NOT_PAID when nothing arrived, and never credits it', async () => {
    const { api, melli } = await depositor();
    const before = await irtBalance(api);
    const payment = await create(api, 'CARD_TO_CARD', melli, '30000');
    const params = { params: { id: payment.paymentId } };
    await api.confirmCardToCardPayment(params);
    expect((await control(`card-to-card/${payment.paymentId}/not-paid`, 'POST')).status).toBe(200);
    await t.advanceClock(120);
    expect((await api.cardToCardPayment(params)).status).toBe('NOT_PAID');
    expect(await irtBalance(api)).toBe(before);
    const again = await apiFailure(api.confirmCardToCardPayment(params));
    expect([again.status, again.codeString]).toEqual([409, 'CARD_TO_CARD_PAYMENT_CLOSED']);
  });

  it('with the terminal inactive, shows open payments so and refuses new ones until it is back', async () => {
    const { api, melli } = await depositor();
    const open = await create(api, 'CARD_TO_CARD', melli, '40000');
    expect(
      (await control('card-to-card/terminal', 'PUT', { isActive: false, method: 'CARD_TO_CARD' })).status,
    ).toBe(200);
    try {
      expect((await api.cardToCardPayment({ params: { id: open.paymentId } })).status).toBe(
        'TERMINAL_INACTIVE',
      );
      const error = await apiFailure(create(api, 'CARD_TO_CARD', melli, '40000'));
      expect([error.status, error.codeString]).toEqual([422, 'CARD_TO_CARD_TERMINAL_INACTIVE']);
    } finally {
      await control('card-to-card/terminal', 'PUT', { isActive: true });
    }
    expect((await create(api, 'CARD_TO_CARD', melli, '40000')).status).toBe('CREATED');
  });

  it('cancels a payment not yet confirmed, and not one that is', async () => {
    const { api, melli } = await depositor();
    const left = await create(api, 'CARD_TO_CARD', melli, '10000');
    expect((await api.cancelCardToCardPayment({ params: { id: left.paymentId } })).status).toBe('CANCELED');
    const sent = await create(api, 'CARD_TO_CARD', melli, '10000');
    await api.confirmCardToCardPayment({ params: { id: sent.paymentId } });
    const error = await apiFailure(api.cancelCardToCardPayment({ params: { id: sent.paymentId } }));
    expect([error.status, error.codeString]).toEqual([409, 'CARD_TO_CARD_PAYMENT_CLOSED']);
  });

  it("answers another user's payment id as 404, on every call", async () => {
    const owner = await depositor();
    const payment = await create(owner.api, 'CARD_TO_CARD', owner.melli, '10000');
    const { api } = await depositor();
    const params = { params: { id: payment.paymentId } };
    for (const call of [
      () => api.cardToCardPayment(params),
      () => api.confirmCardToCardPayment(params),
      () => api.cancelCardToCardPayment(params),
    ]) {
      const error = await apiFailure(call());
      expect([error.status, error.codeString]).toEqual([404, 'CARD_TO_CARD_PAYMENT_NOT_FOUND']);
    }
  });

  it('refuses a user below level 1 with 403', async () => {
    const { api } = await t.userWith('09127729901', { level: 'LEVEL_0' });
    const error = await apiFailure(create(api, 'CARD_TO_CARD', '1', '10000'));
    expect([error.status, error.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it('refuses a method whose flag is off, and every method under RIAL_DEPOSIT_LIMIT', async () => {
    const { api, melli, saman } = await depositor();
    await setFlag('SAMAN_SAMAN', false);
    try {
      const off = await apiFailure(create(api, 'SAMAN_SAMAN', saman, '10000'));
      expect([off.status, off.codeString]).toEqual([422, 'CARD_TO_CARD_UNAVAILABLE']);
      expect((await create(api, 'BLU_SAMAN', saman, '10000')).status).toBe('CREATED');
    } finally {
      await setFlag('SAMAN_SAMAN', true);
    }
    await setFlag('RIAL_DEPOSIT_LIMIT', true);
    try {
      const limited = await apiFailure(create(api, 'CARD_TO_CARD', melli, '10000'));
      expect([limited.status, limited.codeString]).toEqual([422, 'RIAL_DEPOSIT_LIMITED']);
    } finally {
      await setFlag('RIAL_DEPOSIT_LIMIT', false);
    }
  });
});
