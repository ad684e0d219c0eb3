import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CHEQUE_MESSAGE_MAX_LENGTH } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeCheque, claim, expectCleanPots, people } from './ad-cheque-support';
import { balanceOf } from './invoice-support';

// Ad cheques from the creator's side (SHOP-07): create with checked prizes, pay through the invoice, stats,
// top-up and delete with exactly the rest returned.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let person: ReturnType<typeof people>;
beforeAll(() => {
  person = people(t, '0912881');
});

const PRIZES = { activationPrize: '1000', firstLayerReferralPrize: '300', secondLayerReferralPrize: '100' };

describe('creating a cheque', () => {
  it('[SHOP-07] keeps the four prizes, reads Persian digits and starts PENDING with nothing in its pot', async () => {
    const creator = await person();
    const cheque = await creator.api.createAdCheque(
      {
        body: {
          token: 'IRT',
          totalPrize: '۱۰۰٬۰۰۰',
          activationPrize: '١٠٠٠',
          firstLayerReferralPrize: '300',
          secondLayerReferralPrize: '0',
          message: 'سلام',
          design: 'NOWRUZ',
        },
      },
      moneyKey(),
    );
    expect(cheque).toMatchObject({
      token: 'IRT',
      totalPrize: '100000',
      activationPrize: '1000',
      firstLayerReferralPrize: '300',
      secondLayerReferralPrize: '0',
      message: 'سلام',
      design: 'NOWRUZ',
      status: 'PENDING',
      left: '0',
      creatorId: creator.id,
    });
    expect((await creator.api.adCheques()).map((c) => c.id)).toEqual([cheque.id]);
  });

  it.each([
    ['more decimals than the token has', { totalPrize: '100000.5' }, 400, 'BAD_INPUT_VALUES'],
    ['a total below one whole claim', { totalPrize: '1399' }, 400, 'BAD_INPUT_VALUES'],
    ['an activation prize of 0', { activationPrize: '0' }, 400, 'BAD_INPUT_VALUES'],
    ['a negative referral prize', { firstLayerReferralPrize: '-1' }, 400, 'BAD_INPUT_VALUES'],
    ['words for a prize', { totalPrize: 'lots' }, 400, 'BAD_INPUT_VALUES'],
    ['more than the most claims', { totalPrize: '100001000', activationPrize: '1' }, 400, 'BAD_INPUT_VALUES'],
    [
      'a message too long',
      { message: 'x'.repeat(AD_CHEQUE_MESSAGE_MAX_LENGTH + 1) },
      400,
      'BAD_INPUT_VALUES',
    ],
    ['an unknown design', { design: 'SPRING' }, 400, 'BAD_INPUT_VALUES'],
    ['an unknown coin', { token: 'NOPE' }, 404, 'UNKNOWN_COIN'],
  ])('[SHOP-07] refuses %s with a 4xx and a codeString', async (_, change, status, code) => {
    const creator = await person();
    const body = { token: 'IRT', totalPrize: '100000', ...PRIZES, ...change };
    const answer = await t.raw('/v1/ad-cheque', {
      method: 'POST',
      token: creator.token,
      headers: { 'idempotency-key': moneyKey().idempotencyKey },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(status);
    expect(answer.body.codeString).toBe(code);
  });

  it('refuses a body with a missing prize or unknown field, and a create without an Idempotency-Key', async () => {
    const creator = await person();
    const send = (body: unknown, key: string | null) =>
      t.raw('/v1/ad-cheque', {
        method: 'POST',
        token: creator.token,
        headers: key ? { 'idempotency-key': key } : {},
        body: JSON.stringify(body),
      });
    const missing = await send({ token: 'IRT', totalPrize: '5000', activationPrize: '1000' }, 'k-missing-1');
    expect([missing.status, missing.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    const extra = await send({ token: 'IRT', totalPrize: '5000', ...PRIZES, extra: 1 }, 'k-extra-1');
    expect(extra.status).toBe(400);
    const keyless = await send({ token: 'IRT', totalPrize: '5000', ...PRIZES }, null);
    expect([keyless.status, keyless.body.codeString]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });
});

describe('paying a cheque', () => {
  it('[SHOP-07] makes one AD_CHEQUE invoice the Toman balance pays; the cheque is ACTIVE with its pot full', async () => {
    const creator = await person({ toman: '500000' });
    const cheque = await creator.api.createAdCheque(
      { body: { token: 'IRT', totalPrize: '100000', ...PRIZES } },
      moneyKey(),
    );
    const invoice = await creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey());
    expect(invoice).toMatchObject({ type: 'AD_CHEQUE', status: 'PENDING', amount: '100000' });
    expect(invoice.product).toMatchObject({ item: 'IRT', quantity: '100000' });
    // A second tap answers the same invoice while it waits.
    expect((await creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey())).id).toBe(invoice.id);
    const paid = await creator.api.payPaymentInvoice(
      { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
      moneyKey(),
    );
    expect(paid.invoice).toMatchObject({ status: 'DELIVERED', paidWith: 'IRT_BALANCE' });
    expect(await creator.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
      status: 'ACTIVE',
      left: '100000',
    });
    expect(await balanceOf(creator.api, 'IRT')).toBe('400000');
    const again = await apiFailure(creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey()));
    expect([again.status, again.codeString]).toEqual([409, 'AD_CHEQUE_NOT_PENDING']);
    await expectCleanPots(t);
  });

  it('[SHOP-07] a Tether cheque paid in Toman holds exactly its Tether, bought through the market maker', async () => {
    const creator = await person({ toman: '50000000' });
    const cheque = await activeCheque(creator.api, {
      token: 'USDT',
      totalPrize: '10',
      activationPrize: '0.5',
    });
    expect(cheque).toMatchObject({ status: 'ACTIVE', left: '10', token: 'USDT' });
    expect(Number(await balanceOf(creator.api, 'IRT'))).toBeLessThan(50000000);
    await expectCleanPots(t);
  });

  it('[SHOP-07] the invoice is paid by another method too: Tether sold for it (USDT_BALANCE) activates the cheque', async () => {
    const creator = await person({ usdt: '1000' });
    const cheque = await creator.api.createAdCheque(
      { body: { token: 'IRT', totalPrize: '100000', ...PRIZES } },
      moneyKey(),
    );
    const invoice = await creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey());
    const paid = await creator.api.payPaymentInvoice(
      { params: { id: invoice.id }, body: { method: 'USDT_BALANCE' } },
      moneyKey(),
    );
    expect(paid.invoice).toMatchObject({ status: 'DELIVERED', paidWith: 'USDT_BALANCE' });
    expect(await creator.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
      status: 'ACTIVE',
      left: '100000',
    });
    expect(Number(await balanceOf(creator.api, 'USDT'))).toBeLessThan(1000);
    await expectCleanPots(t);
  });

  it('a creator without the Toman cannot pay, and the cheque stays PENDING', async () => {
    const creator = await person({ toman: '1000' });
    const cheque = await creator.api.createAdCheque(
      { body: { token: 'IRT', totalPrize: '100000', ...PRIZES } },
      moneyKey(),
    );
    const invoice = await creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey());
    const refused = await apiFailure(
      creator.api.payPaymentInvoice(
        { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
        moneyKey(),
      ),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await creator.api.adCheque({ params: { id: cheque.id } })).status).toBe('PENDING');
  });

  it('paying a cheque passes the trade guard: a locked creator or one below level 1 cannot pay', async () => {
    for (const setup of ['locked', 'level0'] as const) {
      const a = await person({ toman: '100000', level: setup === 'level0' ? 'LEVEL_0' : 'LEVEL_1_IR' });
      if (setup === 'locked') await a.api.lockAccount();
      const cheque = await a.api.createAdCheque(
        { body: { token: 'IRT', totalPrize: '10000', ...PRIZES } },
        moneyKey(),
      );
      const invoice = await a.api.payAdCheque({ params: { id: cheque.id } }, moneyKey());
      const refused = await apiFailure(
        a.api.payPaymentInvoice({ params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } }, moneyKey()),
      );
      expect(refused.codeString).toBe(setup === 'locked' ? 'ACCOUNT_LOCKED' : 'INSUFFICIENT_USER_LEVEL');
      expect(await a.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
        status: 'PENDING',
        left: '0',
      });
      expect(await balanceOf(a.api, 'IRT')).toBe('100000');
    }
  });

  it("another user's cheque is not found on the creator's calls", async () => {
    const creator = await person({ toman: '200000' });
    const other = await person();
    const cheque = await activeCheque(creator.api, { totalPrize: '5000', activationPrize: '1000' });
    // One call at a time: a refusal that came back while an earlier one was awaited would have no handler yet.
    for (const call of [
      () => other.api.adChequeStats({ params: { id: cheque.id } }),
      () => other.api.payAdCheque({ params: { id: cheque.id } }, moneyKey()),
      () => other.api.deleteAdCheque({ params: { id: cheque.id } }, moneyKey()),
    ]) {
      expect((await apiFailure(call())).codeString).toBe('AD_CHEQUE_NOT_FOUND');
    }
  });
});

describe('stats, top-up and delete', () => {
  it('[SHOP-07] stats count claims and referral prizes; a top-up adds to the pot; delete returns exactly the rest', async () => {
    const creator = await person({ toman: '1000000' });
    const cheque = await activeCheque(creator.api, { totalPrize: '10000', ...PRIZES });
    const [b, c] = [await person(), await person()];
    await claim(t, b, cheque.id, creator.id);
    await claim(t, c, cheque.id, b.id);
    expect(await creator.api.adChequeStats({ params: { id: cheque.id } })).toEqual({
      id: cheque.id,
      token: 'IRT',
      claims: 2,
      referrals: 1,
      paidOut: '2300',
      activationPaid: '2000',
      referralPaid: '300',
      left: '7700',
      returned: '0',
    });

    const topUp = await creator.api.topUpAdCheque(
      { params: { id: cheque.id }, body: { amount: '۵۰۰۰' } },
      moneyKey(),
    );
    expect(topUp).toMatchObject({ type: 'AD_CHEQUE_TOP_UP', amount: '5000' });
    await creator.api.payPaymentInvoice(
      { params: { id: topUp.id }, body: { method: 'IRT_BALANCE' } },
      moneyKey(),
    );
    expect(await creator.api.adCheque({ params: { id: cheque.id } })).toMatchObject({
      totalPrize: '15000',
      left: '12700',
    });

    const before = await balanceOf(creator.api, 'IRT');
    const deleted = await creator.api.deleteAdCheque({ params: { id: cheque.id } }, moneyKey());
    expect(deleted.returned).toBe('12700');
    expect(deleted.cheque).toMatchObject({ status: 'DELETED', left: '0' });
    expect(Number(await balanceOf(creator.api, 'IRT')) - Number(before)).toBe(12700);
    expect((await creator.api.adChequeStats({ params: { id: cheque.id } })).returned).toBe('12700');
    const again = await apiFailure(creator.api.deleteAdCheque({ params: { id: cheque.id } }, moneyKey()));
    expect([again.status, again.codeString]).toEqual([409, 'AD_CHEQUE_NOT_ACTIVE']);
    const claimAfter = await apiFailure(claim(t, await person(), cheque.id, null));
    expect(claimAfter.codeString).toBe('AD_CHEQUE_NOT_ACTIVE');
    await expectCleanPots(t);
  });

  it('a PENDING cheque is deleted with nothing to return and its invoice cancelled; a top-up needs a paid cheque', async () => {
    const creator = await person({ toman: '10000' });
    const cheque = await creator.api.createAdCheque(
      { body: { token: 'IRT', totalPrize: '5000', ...PRIZES } },
      moneyKey(),
    );
    const topUp = await apiFailure(
      creator.api.topUpAdCheque({ params: { id: cheque.id }, body: { amount: '1000' } }, moneyKey()),
    );
    expect([topUp.status, topUp.codeString]).toEqual([409, 'AD_CHEQUE_NOT_ACTIVE']);
    const invoice = await creator.api.payAdCheque({ params: { id: cheque.id } }, moneyKey());
    const deleted = await creator.api.deleteAdCheque({ params: { id: cheque.id } }, moneyKey());
    expect(deleted).toMatchObject({ returned: '0', cheque: { status: 'DELETED' } });
    // Its unpaid invoice goes with it: nothing can be paid for a deleted cheque.
    expect((await creator.api.invoice({ params: { id: invoice.id } })).status).toBe('CANCELED');
    const late = await apiFailure(
      creator.api.payPaymentInvoice(
        { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
        moneyKey(),
      ),
    );
    expect(late.codeString).toBe('INVOICE_NOT_PENDING');
    expect(await balanceOf(creator.api, 'IRT')).toBe('10000');
  });
});
