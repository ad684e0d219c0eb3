import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cmp, sub } from '@wallet/core';
import { useFormat } from '@wallet/ui';
import { readExpressBuyAmount } from './amount-rules';

/**
 * How the buy is paid, each way with what it costs and what the user has: from the Toman balance (what of it
 * is taken, and any rest by card), or all by bank card or gateway, whose fee comes on top. The costs follow
 * the typed amount once it is one the buy takes.
 */
export function PaymentChoice({
  typed,
  balance,
  useBalance,
  onChange,
}: {
  typed: string;
  /** The Toman balance, or null while it loads. */
  balance: string | null;
  useBalance: boolean;
  onChange: (useBalance: boolean) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = useId();
  const toman = (value: string) => t`${format.amount(value, 0)} Toman`;
  const amount = readExpressBuyAmount(typed).amount;

  let fromBalance: string;
  if (balance === null) fromBalance = t`Balance: loading…`;
  else if (amount === null) fromBalance = t`Balance: ${toman(balance)}`;
  else if (cmp(amount, balance) <= 0) fromBalance = t`${format.amount(amount, 0)} of ${toman(balance)}`;
  else
    fromBalance = t`All your ${toman(balance)}, and the other ${toman(sub(amount, balance))} by card or gateway, plus its fee`;
  const byCard = amount === null ? t`The whole amount, plus the payment's fee` : t`${toman(amount)} + fee`;

  return (
    <fieldset className="express-buy__choice">
      <legend>{t`How to pay`}</legend>
      <label className="express-buy__option">
        <input type="radio" name={name} checked={useBalance} onChange={() => onChange(true)} />
        <span>
          {t`From your Toman balance`}
          <span className="express-buy__hint">{fromBalance}</span>
        </span>
      </label>
      <label className="express-buy__option">
        <input type="radio" name={name} checked={!useBalance} onChange={() => onChange(false)} />
        <span>
          {t`By bank card (gateway or card to card)`}
          <span className="express-buy__hint">{byCard}</span>
        </span>
      </label>
    </fieldset>
  );
}
