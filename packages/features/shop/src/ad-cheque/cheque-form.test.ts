import { describe, expect, it } from 'vitest';
import { checkChequeDraft, type ChequeDraft } from './cheque-form';

const DRAFT: ChequeDraft = {
  token: 'USDT',
  totalPrize: '3',
  activationPrize: '1',
  firstLayerReferralPrize: '',
  secondLayerReferralPrize: '0',
  message: '',
  design: 'DEFAULT',
};

describe('a new cheque checked as typed', () => {
  it('takes a cheque with referral prizes left empty or 0', () => {
    expect(checkChequeDraft(DRAFT, 6)).toEqual({});
  });

  it('asks for a total and a prize per claim above 0', () => {
    expect(checkChequeDraft({ ...DRAFT, totalPrize: '', activationPrize: '0' }, 6)).toEqual({
      totalPrize: 'required',
      activationPrize: 'notPositive',
    });
  });

  it('refuses a total below one whole claim with both referral prizes', () => {
    const draft = {
      ...DRAFT,
      totalPrize: '1.5',
      firstLayerReferralPrize: '0.4',
      secondLayerReferralPrize: '0.2',
    };
    expect(checkChequeDraft(draft, 6)).toEqual({ totalPrize: 'belowOneClaim' });
    expect(checkChequeDraft({ ...draft, totalPrize: '1.6' }, 6)).toEqual({});
  });

  it("refuses more places than the token's decimals, in any field", () => {
    expect(
      checkChequeDraft({ ...DRAFT, activationPrize: '0.5', firstLayerReferralPrize: '0.05' }, 1),
    ).toEqual({
      firstLayerReferralPrize: 'tooManyDecimals',
    });
    expect(checkChequeDraft({ ...DRAFT, totalPrize: '1000.5', activationPrize: '1000' }, 0)).toEqual({
      totalPrize: 'tooManyDecimals',
    });
  });

  it('reads Persian digits as the server does', () => {
    expect(checkChequeDraft({ ...DRAFT, totalPrize: '۳', activationPrize: '۱' }, 6)).toEqual({});
  });

  it('refuses more claims than a cheque may pay and a message past its length', () => {
    expect(
      checkChequeDraft({ ...DRAFT, totalPrize: '100001', activationPrize: '1', message: 'x'.repeat(201) }, 6),
    ).toEqual({ totalPrize: 'tooManyClaims', message: 'messageTooLong' });
  });
});
