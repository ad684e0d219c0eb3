import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdCheque } from '@wallet/api';
import { isPositive, parseDecimalInput } from '@wallet/core';
import { AmountInput, Button, ConfirmDrawer, Stack } from '@wallet/kit';
import { buildPath, useNavigate } from '@wallet/ui';
import { useDeleteAdCheque, usePayAdCheque, useTopUpAdCheque } from '../shared/use-cheque-calls';
import { useChequeFormat } from '../shared/use-cheque-format';

const infoPath = (id: string) => buildPath('shopAdChequeInfo', undefined, { id });

/** Pay a PENDING cheque: its AD_CHEQUE invoice, on the invoice page, back here once paid. */
export function PayCheque({ cheque }: { cheque: AdCheque }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pay = usePayAdCheque();
  return (
    <Button
      size="l"
      isStretched
      isBusy={pay.isPending}
      onClick={() =>
        pay.send(cheque.id, {
          onSuccess: (invoice) =>
            navigate(buildPath('invoice', undefined, { id: invoice.id, nextUrl: infoPath(cheque.id) })),
        })
      }
    >
      {t`Pay`}
    </Button>
  );
}

/** Put more in an ACTIVE or FINISHED cheque's pot: an AD_CHEQUE_TOP_UP invoice of the amount. */
export function TopUpCheque({ cheque }: { cheque: AdCheque }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const format = useChequeFormat();
  const topUp = useTopUpAdCheque(cheque.id);
  const [amount, setAmount] = useState('');
  const typed = parseDecimalInput(amount);
  return (
    <Stack>
      <AmountInput
        label={t`Top-up amount`}
        name="topUp"
        value={amount}
        onChange={setAmount}
        maxDecimals={format.decimalsOf(cheque.token)}
        unit={format.unitOf(cheque.token)}
        disabled={topUp.isPending}
      />
      <Button
        mode="bezeled"
        size="l"
        isStretched
        isBusy={topUp.isPending}
        disabled={typed === null || !isPositive(typed)}
        onClick={() =>
          topUp.send(amount, {
            onSuccess: (invoice) =>
              navigate(buildPath('invoice', undefined, { id: invoice.id, nextUrl: infoPath(cheque.id) })),
          })
        }
      >
        {t`Top up`}
      </Button>
    </Stack>
  );
}

/** Delete a cheque after saying exactly what goes back to the balance. */
export function DeleteCheque({ cheque }: { cheque: AdCheque }) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const remove = useDeleteAdCheque(cheque.id);
  const [isAsking, setIsAsking] = useState(false);
  const back = format.amount(cheque.left, cheque.token);
  const body =
    cheque.status === 'PENDING'
      ? t`The cheque was never paid: nothing comes back, and its unpaid invoice is canceled.`
      : t`What is left in the cheque, ${back}, goes back to your balance, and no one can claim it any more.`;
  return (
    <>
      <Button mode="plain" size="l" isStretched onClick={() => setIsAsking(true)} disabled={remove.isPending}>
        {t`Delete the cheque`}
      </Button>
      <ConfirmDrawer
        open={isAsking}
        title={t`Delete this cheque?`}
        body={body}
        confirmLabel={t`Delete`}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => remove.send(undefined, { onSuccess: () => setIsAsking(false) })}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
