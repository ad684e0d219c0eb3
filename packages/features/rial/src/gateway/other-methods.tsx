import { useLingui } from '@lingui/react/macro';
import { cmp } from '@wallet/core';
import type { DepositMethodAllowance, RialDepositMethod } from '@wallet/api';
import { MessageBox } from '@wallet/kit';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { depositMethodPath } from '../deposit/deposit-methods';
import { useMethodTexts } from '../deposit/method-texts';

/** The ways that take larger amounts than the gateway, in the order they are suggested. */
const LARGER_AMOUNT_METHODS: readonly RialDepositMethod[] = ['CASH_IN_CODE', 'DIRECT_DEBIT', 'PAYA_SATNA'];

/** The enabled methods among LARGER_AMOUNT_METHODS that take `amount` now. */
export function methodsThatFit(
  methods: readonly DepositMethodAllowance[],
  amount: string,
): RialDepositMethod[] {
  return LARGER_AMOUNT_METHODS.filter((method) => {
    const allowance = methods.find((entry) => entry.method === method);
    return allowance && (allowance.leftToday === null || cmp(amount, allowance.leftToday) <= 0);
  });
}

/** When an amount does not fit the gateway: the methods that take it, each a link to its page. */
export function OtherMethods({ methods }: { methods: readonly RialDepositMethod[] }) {
  const { t } = useLingui();
  const texts = useMethodTexts();
  if (methods.length === 0) return null;
  return (
    <MessageBox tone="info" title={t`Deposit this amount another way`}>
      <RowList label={t`Methods that take this amount`}>
        {methods.map((method) => (
          <LinkRow
            key={method}
            href={depositMethodPath(method)}
            title={texts[method].title}
            description={texts[method].description}
          />
        ))}
      </RowList>
    </MessageBox>
  );
}
