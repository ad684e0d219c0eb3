import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@wallet/api';
import { DetailList, Ltr, MessageBox } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  transactionKeys,
  useApi,
  useFormat,
  useNavigate,
  useNotify,
  useRouteQuery,
  useWithdrawStatus,
} from '@wallet/ui';
import { Card, Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';
import { useRefusalText } from '../shared/refusal-text';
import { SpendRefusal } from '../shared/spend-refusal';
import {
  isTwoFactorCodeComplete,
  isTwoFactorRefusal,
  readTwoFactorCode,
  TwoFactorField,
} from '@wallet/ui/two-factor-field';
import { withdrawKeys } from '../shared/withdraw-status';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';

/**
 * /withdraw/internal-transfer/transfer-confirmation: who gets how much, free. The transfer passes the same
 * guard as a withdrawal: with two-factor on, a code goes along as X-2FA-AUTH, an SMS or e-mail code being
 * requested for the transfer's Idempotency-Key. That one key is kept in storage with what it sends, so a
 * double tap, a retry after a timeout, a reload of this page and the code request all name one transfer.
 */
export function TransferConfirmationPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const notify = useNotify();
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const { token, amount, recipient } = useRouteQuery('internalTransferConfirmation');
  const [saved, setSaved, { loading: isKeyLoading }] = useStorageValue(
    CRYPTO_STORAGE_KEYS.internalTransferKey,
  );
  const [code, setCode] = useState('');
  const status = useWithdrawStatus();
  const who = useQuery({
    queryKey: ['transfer', 'recipient', recipient],
    queryFn: ({ signal }) => api.findTransferRecipient({ query: { query: recipient! } }, { signal }),
    enabled: Boolean(recipient),
  });
  const request = JSON.stringify({ token, amount, recipient });
  // Set synchronously, so two taps in one frame neither both send nor make two keys.
  const isSending = useRef(false);
  const idempotency = useRef<{ request: string; key: string } | null>(null);
  /** This transfer's one key: the stored one for the same request, or a new one, stored before it is used. */
  const transferKey = async (): Promise<string> => {
    if (idempotency.current?.request !== request) {
      idempotency.current = saved?.request === request ? saved : { request, key: crypto.randomUUID() };
      await setSaved(idempotency.current);
    }
    return idempotency.current.key;
  };
  const send = useMutation({
    mutationFn: async () => {
      const idempotencyKey = await transferKey();
      return api.internalTransfer(
        { body: { recipient: recipient!, token: token!, amount: amount! } },
        { idempotencyKey, ...(code ? { twoFactorCode: readTwoFactorCode(code) } : {}) },
      );
    },
    onSuccess: async (result) => {
      await setSaved(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.status() });
      navigate(buildPath('internalTransferReceipt', undefined, { id: result.transaction.id }), {
        replace: true,
      });
    },
    onError: (error) => {
      // A code opens one call: a refused one is cleared for the next.
      if (isTwoFactorRefusal(error)) setCode('');
      // A refusal is told on the page; a failure to reach the server, or the server's own, as a toast.
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
    },
  });
  const sendCode = send.error && isApiError(send.error) ? send.error.codeString : null;
  // The status may be older than two-factor turned on: the server's TWO_FACTOR_REQUIRED asks for the code too.
  const needsCode = Boolean(status.data?.isTwoFactorRequired) || sendCode === 'TWO_FACTOR_REQUIRED';
  const canSend =
    Boolean(who.data) && !isKeyLoading && !status.isPending && (!needsCode || isTwoFactorCodeComplete(code));
  const isRefusalShown =
    isApiError(send.error) &&
    send.error.kind === 'http' &&
    send.error.status < 500 &&
    !isTwoFactorRefusal(send.error);
  useMainButton(
    who.data
      ? {
          text: t`Send`,
          loading: send.isPending,
          disabled: !canSend,
          onClick: () => {
            if (isSending.current || !canSend) return;
            isSending.current = true;
            send.mutate(undefined, {
              onSettled: () => {
                isSending.current = false;
              },
            });
          },
        }
      : null,
  );

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
        {who.data && needsCode && (
          <TwoFactorField
            code={code}
            onCodeChange={setCode}
            authenticationId={transferKey}
            refusal={send.error}
          />
        )}
        {isRefusalShown && (
          <SpendRefusal error={send.error} token={token} fallback={t`The transfer could not be made.`} />
        )}
      </Stack>
    </Page>
  );
}
