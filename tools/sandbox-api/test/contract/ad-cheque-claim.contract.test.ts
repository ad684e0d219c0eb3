import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CHEQUE_CAPTCHA_MINUTES, type Transaction, type WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeCheque, claim, expectCleanPots, people, solvedCaptcha } from './ad-cheque-support';
import { balanceOf, control } from './invoice-support';

// Claiming an ad cheque (SHOP-08): the captcha checked on the server and used once, the referral layers paid in
// the claim's one ledger entry, one claim per user and per device under parallel calls, and the cheque FINISHED
// when its pot cannot pay another whole claim.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let person: ReturnType<typeof people>;
beforeAll(() => {
  person = people(t, '0912882');
});

const PRIZES = { activationPrize: '1000', firstLayerReferralPrize: '300', secondLayerReferralPrize: '100' };

/** The ad cheque credits in the user's history, newest first. */
async function chequeCredits(api: WalletApi): Promise<Transaction[]> {
  const page = await api.transactions({ query: {} });
  return page.transactions.filter((entry) => entry.channel === 'CREDIT');
}

describe('the referral layers', () => {
  it('[SHOP-08] B claims, C through B pays B the first layer, D through C pays C the first and B the second', async () => {
    const a = await person({ toman: '1000000' });
    const cheque = await activeCheque(a.api, { totalPrize: '100000', ...PRIZES });
    const [b, c, d] = [await person(), await person(), await person()];

    // The creator's own link pays no referral prize.
    expect(await claim(t, b, cheque.id, a.id)).toMatchObject({
      amount: '1000',
      firstLayerReferralPaid: '0',
      secondLayerReferralPaid: '0',
    });
    expect(await claim(t, c, cheque.id, b.id)).toMatchObject({
      amount: '1000',
      firstLayerReferralPaid: '300',
      secondLayerReferralPaid: '0',
    });
    expect(await claim(t, d, cheque.id, c.id)).toMatchObject({
      amount: '1000',
      firstLayerReferralPaid: '300',
      secondLayerReferralPaid: '100',
    });

    expect(await balanceOf(b.api, 'IRT')).toBe('1400');
    expect(await balanceOf(c.api, 'IRT')).toBe('1300');
    expect(await balanceOf(d.api, 'IRT')).toBe('1000');
    expect((await chequeCredits(b.api)).map((x) => [x.creditReason, x.amount])).toEqual([
      ['AD_CHEQUE_REFERRAL', '100'],
      ['AD_CHEQUE_REFERRAL', '300'],
      ['AD_CHEQUE', '1000'],
    ]);
    expect(await a.api.adChequeStats({ params: { id: cheque.id } })).toMatchObject({
      claims: 3,
      referrals: 3,
      paidOut: '3700',
      left: '96300',
    });
    expect((await d.api.adCheque({ params: { id: cheque.id } })).isClaimed).toBe(true);
    await expectCleanPots(t);
  });

  it('[SHOP-08] D’s claim is one ledger entry: the pot pays the claimer and both referrers together', async () => {
    const a = await person({ toman: '1000000' });
    const cheque = await activeCheque(a.api, { totalPrize: '100000', ...PRIZES });
    const [b, c, d] = [await person(), await person(), await person()];
    await claim(t, b, cheque.id, null);
    await claim(t, c, cheque.id, b.id);
    const before = (await control(t, 'ledger/audit?token=IRT', 'GET')) as { totalDebits: string };
    await claim(t, d, cheque.id, c.id);
    const after = (await control(t, 'ledger/audit?token=IRT', 'GET')) as { totalDebits: string };
    // Exactly one debit of 1400 (the pot) was written: one entry with four postings.
    expect(Number(after.totalDebits) - Number(before.totalDebits)).toBe(1400);
    const [claimerCredit] = await chequeCredits(d.api);
    const [firstLayer] = await chequeCredits(c.api);
    const [secondLayer] = await chequeCredits(b.api);
    expect([claimerCredit?.refId, firstLayer?.refId, secondLayer?.refId]).toEqual(
      Array(3).fill(`ad-cheque-${cheque.id}`),
    );
  });

  it.each([
    ['the claimer', 'self'],
    ['someone who has not claimed the cheque', 'stranger'],
    ['a user who does not exist', 'none'],
  ] as const)('[SHOP-08] refuses %s as the referrer', async (_, who) => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const claimer = await person();
    const referrer = who === 'self' ? claimer.id : who === 'stranger' ? (await person()).id : '999999999';
    const refused = await apiFailure(
      claimer.api.adChequeCaptcha({
        body: { chequeId: cheque.id, referredById: referrer, deviceInformation: claimer.device },
      }),
    );
    expect([refused.status, refused.codeString]).toEqual([400, 'AD_CHEQUE_REFERRER_INVALID']);
  });

  it('the creator cannot claim their own cheque, nor anyone an unpaid one', async () => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    expect((await apiFailure(claim(t, a, cheque.id, null))).codeString).toBe('AD_CHEQUE_OWN_CHEQUE');
    const unpaid = await a.api.createAdCheque(
      { body: { token: 'IRT', totalPrize: '10000', ...PRIZES } },
      moneyKey(),
    );
    expect((await apiFailure(claim(t, await person(), unpaid.id, null))).codeString).toBe(
      'AD_CHEQUE_NOT_ACTIVE',
    );
  });
});

describe('the guards', () => {
  it('a locked account may claim: a claim only credits, and the lock holds money in', async () => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const b = await person();
    await b.api.lockAccount();
    expect((await claim(t, b, cheque.id, null)).amount).toBe('1000');
    expect(await balanceOf(b.api, 'IRT')).toBe('1000');
  });
});

describe('the captcha', () => {
  it('[SHOP-08] is an SVG picture; a wrong answer is refused and pays nothing', async () => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const b = await person();
    const { captcha, body, answer } = await solvedCaptcha(t, b, cheque.id, null);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrongAnswer = answer === 'aaaaa' ? 'bbbbb' : 'aaaaa';
    const wrong = await apiFailure(
      b.api.claimAdCheque(
        { body: { ...body, captchaToken: `${captcha.captchaId}.${wrongAnswer}` } },
        moneyKey(),
      ),
    );
    expect([wrong.status, wrong.codeString]).toEqual([400, 'CAPTCHA_WRONG']);
    expect(await balanceOf(b.api, 'IRT')).toBe('0');
    // The answer is read case-insensitively.
    const right = await b.api.claimAdCheque(
      { body: { ...body, captchaToken: `${captcha.captchaId}.${answer.toUpperCase()}` } },
      moneyKey(),
    );
    expect(right.amount).toBe('1000');
  });

  it('[SHOP-08] a replayed captchaToken is refused; the same Idempotency-Key only replays the answer', async () => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const b = await person();
    const { body } = await solvedCaptcha(t, b, cheque.id, null);
    const key = moneyKey();
    const first = await b.api.claimAdCheque({ body }, key);
    expect(await b.api.claimAdCheque({ body }, key)).toEqual(first);
    const replay = await apiFailure(b.api.claimAdCheque({ body }, moneyKey()));
    expect([replay.status, replay.codeString]).toEqual([400, 'CAPTCHA_INVALID']);
    expect(await balanceOf(b.api, 'IRT')).toBe('1000');
  });

  it('[SHOP-08] is bound to its user and cheque, and expires', async () => {
    const a = await person({ toman: '100000' });
    const cheque = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const other = await activeCheque(a.api, { totalPrize: '10000', ...PRIZES });
    const [b, c] = [await person(), await person()];
    const { body } = await solvedCaptcha(t, b, cheque.id, null);
    const byOther = await apiFailure(
      c.api.claimAdCheque({ body: { ...body, deviceInformation: c.device } }, moneyKey()),
    );
    expect(byOther.codeString).toBe('CAPTCHA_INVALID');
    const onOther = await apiFailure(
      b.api.claimAdCheque({ body: { ...body, chequeId: other.id } }, moneyKey()),
    );
    expect(onOther.codeString).toBe('CAPTCHA_INVALID');
    await t.advanceClock(AD_CHEQUE_CAPTCHA_MINUTES * 60 + 1);
    const late = await apiFailure(b.api.claimAdCheque({ body }, moneyKey()));
    expect(late.codeString).toBe('CAPTCHA_INVALID');
    expect(await balanceOf(b.api, 'IRT')).toBe('0');
  });
});

describe('one claim per user and per device', () => {
  it('[SHOP-08] 50 parallel claims by one user pay once', async () => {
    const a = await person({ toman: '1000000' });
    const cheque = await activeCheque(a.api, { totalPrize: '100000', ...PRIZES });
    const b = await person();
    const solved = await Promise.all([0, 1, 2, 3].map(() => solvedCaptcha(t, b, cheque.id, null)));
    const tries = Array.from({ length: 50 }, (_, i) => solved[i % solved.length]!.body);
    const answers = await Promise.allSettled(tries.map((body) => b.api.claimAdCheque({ body }, moneyKey())));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        expect((answer.reason as { status: number }).status).toBeGreaterThanOrEqual(400);
        expect((answer.reason as { status: number }).status).toBeLessThan(500);
      }
    }
    expect(await balanceOf(b.api, 'IRT')).toBe('1000');
    expect((await a.api.adChequeStats({ params: { id: cheque.id } })).claims).toBe(1);
    await expectCleanPots(t);
  });

  it('[SHOP-08] two users on one device are paid once, even claiming at the same moment', async () => {
    const a = await person({ toman: '1000000' });
    const cheque = await activeCheque(a.api, { totalPrize: '100000', ...PRIZES });
    const [b, c] = [await person(), await person()];
    const shared = { ...c, device: b.device };
    const both = [
      await solvedCaptcha(t, b, cheque.id, null),
      await solvedCaptcha(t, shared, cheque.id, null),
    ];
    const answers = await Promise.allSettled([
      b.api.claimAdCheque({ body: both[0]!.body }, moneyKey()),
      c.api.claimAdCheque({ body: both[1]!.body }, moneyKey()),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const paid = Number(await balanceOf(b.api, 'IRT')) + Number(await balanceOf(c.api, 'IRT'));
    expect(paid).toBe(1000);
    const later = await apiFailure(
      c.api.adChequeCaptcha({
        body: { chequeId: cheque.id, referredById: null, deviceInformation: b.device },
      }),
    );
    expect([later.status, later.codeString]).toEqual([409, 'AD_CHEQUE_ALREADY_CLAIMED']);
  });
});

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
