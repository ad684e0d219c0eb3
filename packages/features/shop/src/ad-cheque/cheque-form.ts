import { AD_CHEQUE_MAX_CLAIMS, AD_CHEQUE_MESSAGE_MAX_LENGTH, type AdChequeDesign } from '@wallet/api';
import { add, cmp, div, readTypedAmount, type Decimal, type TypedAmountProblem } from '@wallet/core';

/** The new cheque's fields as typed (amounts as the kit's AmountInput gives them: Latin decimal strings). */
export interface ChequeDraft {
  token: string;
  totalPrize: string;
  activationPrize: string;
  firstLayerReferralPrize: string;
  secondLayerReferralPrize: string;
  message: string;
  design: AdChequeDesign;
}

export type AmountField =
  'totalPrize' | 'activationPrize' | 'firstLayerReferralPrize' | 'secondLayerReferralPrize';

/** Why a field cannot be sent: the typed amount's own problem, or a rule of the cheque. */
export type ChequeProblem =
  | TypedAmountProblem
  /** The total cannot pay one whole claim: activation and both referral prizes. */
  | 'belowOneClaim'
  /** More claims than a cheque may pay (AD_CHEQUE_MAX_CLAIMS). */
  | 'tooManyClaims'
  | 'messageTooLong';

export type ChequeProblems = Partial<Record<AmountField | 'message', ChequeProblem>>;

/** A referral prize may be 0 or left empty; anything typed must be a number with the token's places. */
function readReferral(
  text: string,
  decimals: number,
): { amount: Decimal | null; problem: ChequeProblem | null } {
  if (text.trim() === '') return { amount: '0', problem: null };
  const read = readTypedAmount(text, decimals);
  if (read.problem === 'notPositive') return { amount: '0', problem: null };
  return read;
}

/**
 * Checks a draft as the server will (spec 000 §3's cheque, the contract's limits): the total and the
 * activation prize above 0, the referral prizes 0 or more, each within the token's decimals, the total at
 * least one whole claim and at most AD_CHEQUE_MAX_CLAIMS claims, the message within its length.
 */
export function checkChequeDraft(draft: ChequeDraft, decimals: number): ChequeProblems {
  const problems: ChequeProblems = {};
  const total = readTypedAmount(draft.totalPrize, decimals);
  const activation = readTypedAmount(draft.activationPrize, decimals);
  const first = readReferral(draft.firstLayerReferralPrize, decimals);
  const second = readReferral(draft.secondLayerReferralPrize, decimals);
  if (total.problem) problems.totalPrize = total.problem;
  if (activation.problem) problems.activationPrize = activation.problem;
  if (first.problem) problems.firstLayerReferralPrize = first.problem;
  if (second.problem) problems.secondLayerReferralPrize = second.problem;
  if (total.amount && activation.amount && first.amount && second.amount) {
    const oneClaim = add(add(activation.amount, first.amount), second.amount);
    if (cmp(total.amount, oneClaim) < 0) problems.totalPrize = 'belowOneClaim';
    else if (cmp(div(total.amount, activation.amount), String(AD_CHEQUE_MAX_CLAIMS)) > 0)
      problems.totalPrize = 'tooManyClaims';
  }
  if (draft.message.length > AD_CHEQUE_MESSAGE_MAX_LENGTH) problems.message = 'messageTooLong';
  return problems;
}

export const hasProblems = (problems: ChequeProblems) => Object.keys(problems).length > 0;
