import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Redirect } from 'wouter';
import { useMainButton, useStorageValue } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  STORAGE_KEYS,
  useApi,
  useErrorText,
  useFormat,
  useNavigate,
  useNotify,
} from '@wallet/ui';
import { useTransferChoice } from './transfer-flow';
import './transfer.css';

/**
 * /withdraw/internal-transfer/transfer-confirmation: who gets how much, free. Sending uses one
 * Idempotency-Key per confirmation, kept in storage with what it sends, so a double tap, a retry after a
 * timeout or a reload of this page sends once.
 */
export function TransferConfirmationPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { token, amount, recipient } = useTransferChoice();
  const [saved, setSaved, { loading: isKeyLoading }] = useStorageValue(STORAGE_KEYS.internalTransferKey);
  const who = useQuery({
    queryKey: ['transfer', 'recipient', recipient],
    queryFn: ({ signal }) => api.findTransferRecipient({ query: { query: recipient! } }, { signal }),
    enabled: Boolean(recipient),
  });
  const request = JSON.stringify({ token, amount, recipient });
  // Set synchronously, so two taps in one frame neither both send nor make two keys.
  const isSending = useRef(false);
  const idempotency = useRef<{ request: string; key: string } | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      if (idempotency.current?.request !== request) {
        idempotency.current = saved?.request === request ? saved : { request, key: crypto.randomUUID() };
        await setSaved(idempotency.current);
      }
      return api.internalTransfer(
        { body: { recipient: recipient!, token: token!, amount: amount! } },
        { idempotencyKey: idempotency.current.key },
      );
    },
    onSuccess: async (result) => {
      await setSaved(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      navigate(buildPath('internalTransferReceipt', undefined, { id: result.transaction.id }), {
        replace: true,
      });
    },
    onError: (error) => notify.error(error),
  });
  const canSend = Boolean(who.data) && !isKeyLoading;
  useMainButton(
    canSend
      ? {
          text: t`Send`,
          loading: send.isPending,
          onClick: () => {
            if (isSending.current) return;
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

  if (!token || !amount || !recipient) return <Redirect to={buildPath('internalTransferAmount')} replace />;
  return (
    <Page title={t`Confirm the transfer`}>
      <div className="transfer">
        {who.data ? (
          <section className="transfer-card" aria-label={t`Transfer`}>
            <dl className="transfer-terms">
              <dt>{t`To`}</dt>
              <dd>
                {who.data.displayName}
                <span className="transfer-row__hint" dir="ltr">
                  {' '}
                  {[who.data.username ? `@${who.data.username}` : null, who.data.maskedPhone]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </dd>
              <dt>{t`Amount`}</dt>
              <dd>
                {format.amount(amount, 18)} {token}
              </dd>
              <dt>{t`Fee`}</dt>
              <dd>{t`Free`}</dd>
              <dt>{t`They receive`}</dt>
              <dd>
                {format.amount(amount, 18)} {token}
              </dd>
            </dl>
            <p className="transfer-hint">{t`The coins arrive at once and cannot be taken back.`}</p>
          </section>
        ) : who.isError ? (
          <p className="transfer-error" role="alert">
            {errorText(who.error) ?? t`No wallet user was found.`}
          </p>
        ) : (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}
