import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CHEQUE_LIFETIME_DAYS } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeCheque, claim, expectCleanPots, people } from './ad-cheque-support';
import { balanceOf } from './invoice-support';

// The end of an ad cheque's pot: FINISHED when it cannot pay a whole claim (a top-up opens it again), and its
// unclaimed rest returned to the creator at the cheque's time on the sandbox clock.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let person: ReturnType<typeof people>;
beforeAll(() => {
  person = people(t, '0912883');
});

const PRIZES = { activationPrize: '1000', firstLayerReferralPrize: '300', secondLayerReferralPrize: '100' };

describe('the end of the pot', () => {
  it('[SHOP-08] a cheque is FINISHED when what is left cannot pay a whole claim; a top-up opens it again', async () => {
    const a = await person({ toman: '1000000' });
    // 4000: the first claim leaves 3000, the second (one referrer) 1700, the third (two) 300 < 1400.
    const cheque = await activeCheque(a.api, { totalPrize: '4000', ...PRIZES });
    const [b, c, d] = [await person(), await person(), await person()];
    await claim(t, b, cheque.id, null);
    await claim(t, c, cheque.id, b.id);
    expect((await a.api.adCheque({ params: { id: cheque.id } })).status).toBe('ACTIVE');
    await claim(t, d, cheque.id, c.id);
    expect(await a.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
      status: 'FINISHED',
      left: '300',
    });
    const late = await apiFailure(claim(t, await person(), cheque.id, null));
    expect([late.status, late.codeString]).toEqual([409, 'AD_CHEQUE_NOT_ACTIVE']);

    const topUp = await a.api.topUpAdCheque(
      { params: { id: cheque.id }, body: { amount: '1100' } },
      moneyKey(),
    );
    await a.api.payPaymentInvoice({ params: { id: topUp.id }, body: { method: 'IRT_BALANCE' } }, moneyKey());
    expect(await a.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
      status: 'ACTIVE',
      left: '1400',
    });
    const deleted = await a.api.deleteAdCheque({ params: { id: cheque.id } }, moneyKey());
    expect(deleted.returned).toBe('1400');
    await expectCleanPots(t);
  });

  it('[SHOP-08] a Tether cheque pays its prizes in Tether', async () => {
    const a = await person({ toman: '50000000' });
    const cheque = await activeCheque(a.api, {
      token: 'USDT',
      totalPrize: '3',
      activationPrize: '0.5',
      firstLayerReferralPrize: '0.25',
    });
    const [b, c] = [await person(), await person()];
    await claim(t, b, cheque.id, null);
    await claim(t, c, cheque.id, b.id);
    expect(await balanceOf(b.api, 'USDT')).toBe('0.75');
    expect(await balanceOf(c.api, 'USDT')).toBe('0.5');
    await expectCleanPots(t);
  });
});

// Last: it moves the sandbox clock a month on.
describe('the cheque’s time', () => {
  it(`[SHOP-07] returns the unclaimed rest to the creator ${AD_CHEQUE_LIFETIME_DAYS} days after activation`, async () => {
    const creator = await person({ toman: '100000' });
    const cheque = await activeCheque(creator.api, { totalPrize: '20000', ...PRIZES });
    await claim(t, await person(), cheque.id, null);
    expect(await balanceOf(creator.api, 'IRT')).toBe('80000');
    await t.advanceClock(AD_CHEQUE_LIFETIME_DAYS * 24 * 3600 - 60);
    // A month on, the session has ended: the creator logs in again.
    const api = t.api((await t.login(creator.phone)).token);
    expect((await api.adCheque({ params: { id: cheque.id } })).status).toBe('ACTIVE');
    await t.advanceClock(61);
    await expect
      .poll(async () => (await api.adCheque({ params: { id: cheque.id } })).status, { timeout: 10_000 })
      .toBe('EXPIRED');
    expect(await balanceOf(api, 'IRT')).toBe('99000');
    expect((await api.adChequeStats({ params: { id: cheque.id } })).returned).toBe('19000');
    await expectCleanPots(t);
  });
});
