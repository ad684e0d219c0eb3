import { add, cmp, isPositive, sub, type Decimal } from './money';

/** What a network says about the addresses and memos it takes (spec 000 §3 Network). */
export interface AddressRules {
  addressRegex: string;
  supportMemo: boolean;
  memoRegex: string | null;
}

/** Why an address (and memo) cannot receive on a network; the error codes the server answers with. */
export type AddressProblem = 'BAD_WALLET_ADDRESS_FORMAT' | 'MEMO_REQUIRED' | 'BAD_MEMO_FORMAT';

/**
 * Spec 000 §5: the address must match the network's pattern, as given (no trimming here: callers trim what a
 * person typed). A memo only goes to a memo network and must match its pattern. A withdrawal to a memo
 * network needs one (`isMemoRequired`); an address book entry may leave it out.
 */
export function addressProblem(
  rules: AddressRules,
  address: string,
  memo: string | null,
  options: { isMemoRequired: boolean },
): AddressProblem | null {
  if (!new RegExp(rules.addressRegex).test(address)) return 'BAD_WALLET_ADDRESS_FORMAT';
  if (memo === null || memo === '') {
    return rules.supportMemo && options.isMemoRequired ? 'MEMO_REQUIRED' : null;
  }
  if (!rules.supportMemo || !rules.memoRegex || !new RegExp(rules.memoRegex).test(memo)) {
    return 'BAD_MEMO_FORMAT';
  }
  return null;
}

/** A network's withdrawal terms, in the withdrawn coin. */
export interface WithdrawTerms {
  withdrawFee: Decimal;
  minWithdraw: Decimal;
}

/** Why an amount cannot be withdrawn, in the words of the error catalogue where it has them. */
export type WithdrawAmountProblem =
  'AMOUNT_BELOW_MIN_WITHDRAW' | 'INSUFFICIENT_USER_BALANCE' | 'USER_DO_NOT_CONSIDER_NETWORK_FEE';

/**
 * Spec 000 §5: the amount is entered without the fee. The receiver gets `amount`; the balance pays
 * `amount + fee`. An amount the balance holds but not with its fee is USER_DO_NOT_CONSIDER_NETWORK_FEE,
 * whose fix is `fixedWithdrawAmount`.
 */
export function withdrawAmountProblem(
  terms: WithdrawTerms,
  amount: Decimal,
  balance: Decimal,
): WithdrawAmountProblem | null {
  if (cmp(amount, terms.minWithdraw) < 0) return 'AMOUNT_BELOW_MIN_WITHDRAW';
  if (cmp(amount, balance) > 0) return 'INSUFFICIENT_USER_BALANCE';
  if (cmp(add(amount, terms.withdrawFee), balance) > 0) return 'USER_DO_NOT_CONSIDER_NETWORK_FEE';
  return null;
}

/** What leaves the balance for a withdrawal of `amount`: the amount and the network fee. */
export function withdrawTotal(terms: WithdrawTerms, amount: Decimal): Decimal {
  return add(amount, terms.withdrawFee);
}

/**
 * The fix-amount action: the most the balance can send once the fee is paid, or null when that is below
 * the minimum (nothing can be sent).
 */
export function fixedWithdrawAmount(terms: WithdrawTerms, balance: Decimal): Decimal | null {
  const most = sub(balance, terms.withdrawFee);
  if (!isPositive(most) || cmp(most, terms.minWithdraw) < 0) return null;
  return most;
}

/** A level's withdraw limits in USD and what is used of each (spec 000 §6). */
export interface WithdrawLimits {
  dailyUsd: Decimal;
  monthlyUsd: Decimal;
  dailyUsedUsd: Decimal;
  monthlyUsedUsd: Decimal;
}

export type WithdrawLimitProblem = 'LIMIT_DAILY_WITHDRAW_EXCEEDED' | 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED';

/** Which limit a withdrawal worth `totalUsd` would go over, the daily one first; null when it fits. */
export function withdrawLimitProblem(limits: WithdrawLimits, totalUsd: Decimal): WithdrawLimitProblem | null {
  if (cmp(add(limits.dailyUsedUsd, totalUsd), limits.dailyUsd) > 0) return 'LIMIT_DAILY_WITHDRAW_EXCEEDED';
  if (cmp(add(limits.monthlyUsedUsd, totalUsd), limits.monthlyUsd) > 0)
    return 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED';
  return null;
}

/** What can still be withdrawn now in USD: the smaller of what is left today and in the 30 days. */
export function withdrawableUsd(limits: WithdrawLimits): Decimal {
  const daily = sub(limits.dailyUsd, limits.dailyUsedUsd);
  const monthly = sub(limits.monthlyUsd, limits.monthlyUsedUsd);
  const least = cmp(daily, monthly) <= 0 ? daily : monthly;
  return isPositive(least) ? least : '0';
}
