import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { DetailList, Ltr, MessageBox } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  transactionKeys,
  useApi,
  useFormat,
  useNavigate,
  useRouteQuery,
  useWithdrawStatus,
} from '@wallet/ui';
import { Card, Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';
import { useRefusalText } from '../shared/refusal-text';
import { SpendRefusal } from '../shared/spend-refusal';
import { useMoneyCall } from '@wallet/ui/money-call';
import { withdrawKeys } from '../shared/withdraw-status';
import { useChosenTransferAmount } from './transfer-draft';

/**
 * /withdraw/internal-transfer/transfer-confirmation: who gets how much, free. The transfer passes the same
 * guard as a withdrawal: with two-factor on, a code goes along as X-2FA-AUTH, an SMS or e-mail code being
 * requested for the transfer's Idempotency-Key. useMoneyCall keeps that one key until the transfer is answered,
 * so a double tap, a retry after a timeout, a reload of this page and the code request all name one transfer.
 */
export function TransferConfirmationPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const { token, recipient } = useRouteQuery('internalTransferConfirmation');
  const chosen = useChosenTransferAmount(token);
  const amount = chosen.amount;
  const status = useWithdrawStatus();
  const who = useQuery({
    queryKey: ['transfer', 'recipient', recipient],
    queryFn: ({ signal }) => api.findTransferRecipient({ query: { query: recipient! } }, { signal }),
    enabled: Boolean(recipient),
  });
  const request = { token, amount, recipient };
  const send = useMoneyCall(
    (input: typeof request, headers) =>
      api.internalTransfer(
        { body: { recipient: input.recipient!, token: input.token!, amount: input.amount! } },
        headers,
      ),
    {
      name: 'internalTransfer',
      confirmOut: true,
      request: (input) => JSON.stringify(input),
      twoFactor: { isRequired: Boolean(status.data?.isTwoFactorRequired) },
      invalidates: [queryKeys.assets(), transactionKeys.all(), withdrawKeys.status()],
      onSuccess: (result) =>
        navigate(buildPath('internalTransferReceipt', undefined, { id: result.transaction.id }), {
          replace: true,
        }),
    },
  );
  const canSend = Boolean(who.data) && !status.isPending && !send.isCodeMissing;
  useMainButton(
    who.data && amount
      ? {
          text: t`Send`,
          loading: send.isPending,
          disabled: !canSend,
          onClick: () => {
            if (canSend) send.send(request);
          },
        }
      : null,
  );

  if (chosen.isMissing)
    return <Redirect to={buildPath('internalTransferAmount', undefined, { token })} replace />;
  if (!amount) return <Loading shape="card" />;

  const handle = who.data
    ? [who.data.username ? `@${who.data.username}` : null, who.data.maskedPhone].filter(Boolean).join(' · ')
    : '';
  const sum = `${format.amount(amount, 18)} ${token}`;

  return (
    <Page title={t`Confirm the transfer`}>
      <Stack>
        {who.data ? (
          <Card label={t`Transfer`}>
            <DetailList
              rows={[
                { label: t`To`, value: who.data.displayName, note: handle && <Ltr>{handle}</Ltr> },
                { label: t`Amount`, value: sum, isLtr: true },
                { label: t`Fee`, value: t`Free` },
                { label: t`They receive`, value: sum, isLtr: true },
              ]}
            />
            <Hint>{t`The coins arrive at once and cannot be taken back.`}</Hint>
          </Card>
        ) : who.isError ? (
          <MessageBox tone="error">
            <p>{refusalText(who.error) ?? t`No wallet user was found.`}</p>
          </MessageBox>
        ) : (
          <Loading shape="card" />
        )}
        {who.data && send.twoFactorField(request)}
        {send.refusal && (
          <SpendRefusal error={send.refusal} token={token} fallback={t`The transfer could not be made.`} />
        )}
      </Stack>
    </Page>
  );
}
