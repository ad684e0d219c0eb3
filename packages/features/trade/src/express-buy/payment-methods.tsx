import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ExpressBuyReceipt, InvoicePaymentMethod } from '@wallet/api';
import { Cell, List, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, LoadFailure, useApi, useErrorText, useFormat, useNavigate } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { useInvoiceTexts } from '../invoice/invoice-texts';

export const paymentMethodKeys = {
  methods: (invoiceId: string) => ['expressBuy', 'paymentMethods', invoiceId] as const,
};

/**
 * What is left to pay on an express buy's invoice, and the ways to pay it (POST /v1/express/invoice/payment-
 * methods): card to card (with the balance's part first) on this flow's card page, the others on the invoice's
 * own page, which comes back here once the invoice is paid. The first available one is on the main button.
 * A method waiting for a bank card links to the card form, which comes back here: the buy waits, its price
 * kept while valid or priced again (`useRepriceOnReturn`).
 */
export function PaymentMethods({
  receipt,
  confirmPath,
}: {
  receipt: ExpressBuyReceipt;
  confirmPath: string;
}) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const methods = useQuery({
    queryKey: paymentMethodKeys.methods(receipt.invoiceId),
    queryFn: ({ signal }) =>
      api.invoicePaymentMethods({ body: { invoiceId: receipt.invoiceId } }, { signal }),
  });
  const { methods: labels, reasons } = useInvoiceTexts();
  const pathOf = ({ method }: InvoicePaymentMethod) =>
    method === 'CARD2CARD' || method === 'CARD2CARD_WITH_BALANCE'
      ? buildPath('expressBuyCard2card', undefined, { taskId: receipt.taskId, method })
      : buildPath('invoice', undefined, { id: receipt.invoiceId, nextUrl: confirmPath });
  const amountOf = (entry: InvoicePaymentMethod) =>
    entry.token === 'IRT'
      ? t`${format.amount(entry.amount, 0)} Toman`
      : `${format.amount(entry.amount, 6)} ${entry.token}`;
  const first = methods.data?.methods.find((entry) => entry.isAvailable);
  const needsCard = methods.data?.methods.some((entry) => entry.unavailableReason === 'NO_CARD') ?? false;
  const addCardPath = buildPath('profileFinancial', undefined, {
    add: 'card',
    nextUrl: buildPath('expressBuyConfirm', undefined, { taskId: receipt.taskId, isReturning: true }),
  });
  useMainButton(
    first
      ? { text: t`Pay with ${labels[first.method]}`, onClick: () => navigate(pathOf(first)) }
      : needsCard
        ? { text: t`Add a bank card`, onClick: () => navigate(addCardPath) }
        : null,
  );

  if (!methods.data) {
    if (methods.isError) {
      return (
        <LoadFailure
          message={t`The ways to pay could not be loaded.`}
          detail={errorText(methods.error)}
          onRetry={() => void methods.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={160} />
      </div>
    );
  }
  return (
    <>
      <List title={t`Pay the rest`}>
        {methods.data.methods.map((entry) => (
          <Cell
            key={entry.method}
            subtitle={
              entry.isAvailable
                ? entry.method === 'CARD2CARD_WITH_BALANCE'
                  ? t`${format.amount(entry.fromBalance, 0)} Toman from your balance, ${amountOf(entry)} by card`
                  : amountOf(entry)
                : reasons[entry.unavailableReason ?? 'METHOD_DISABLED']
            }
            disabled={!entry.isAvailable}
            onClick={() => navigate(pathOf(entry))}
            isMultiline
          >
            {labels[entry.method]}
          </Cell>
        ))}
      </List>
      {needsCard ? (
        <RowList label={t`Bank cards`}>
          <LinkRow href={addCardPath} title={t`Add a bank card`} />
        </RowList>
      ) : null}
    </>
  );
}
