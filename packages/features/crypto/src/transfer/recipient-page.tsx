import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Redirect } from 'wouter';
import type { TransferRecipient } from '@wallet/api';
import { buildPath, Page, useApi, useFormat } from '@wallet/ui';
import { useRefusalText } from '../shared/refusal-text';
import { useTransferChoice } from './transfer-flow';
import './transfer.css';

export const transferKeys = { recent: () => ['transfer', 'recent-recipients'] as const };

/**
 * /withdraw/internal-transfer/telegram-contacts: who to send to, found by Telegram username or phone, or
 * picked from the people the user sent to lately.
 */
export function TransferRecipientPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const refusalText = useRefusalText();
  const { token, amount } = useTransferChoice();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const recent = useQuery({
    queryKey: transferKeys.recent(),
    queryFn: ({ signal }) => api.recentTransferRecipients(undefined, { signal }),
  });
  const find = useMutation({
    mutationFn: (text: string) => api.findTransferRecipient({ query: { query: text } }),
  });
  if (!token || !amount) return <Redirect to={buildPath('internalTransferAmount')} replace />;
  const confirmPath = (recipient: TransferRecipient) =>
    buildPath('internalTransferConfirmation', undefined, { token, amount, recipient: recipient.handle });

  return (
    <Page title={t`Send ${format.amount(amount, 18)} ${token} to`}>
      <div className="transfer">
        <form
          className="transfer-find"
          onSubmit={(event) => {
            event.preventDefault();
            if (query.trim().length >= 2 && !find.isPending) find.mutate(query.trim());
          }}
        >
          <label className="transfer-label" htmlFor={inputId}>
            {t`Telegram username or phone number`}
          </label>
          <div className="transfer-amount">
            <input
              id={inputId}
              className="transfer-input"
              dir="ltr"
              autoComplete="off"
              placeholder="@username · 0912…"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button
              type="submit"
              className="transfer-chip"
              disabled={find.isPending || query.trim().length < 2}
            >
              {t`Find`}
            </button>
          </div>
        </form>
        {find.isError && (
          <p className="transfer-error" role="alert">
            {refusalText(find.error) ?? t`No wallet user was found.`}
          </p>
        )}
        {find.data && (
          <ul className="transfer-list" aria-label={t`Found`}>
            <li>
              <RecipientLink recipient={find.data} href={confirmPath(find.data)} />
            </li>
          </ul>
        )}
        {recent.data && recent.data.recipients.length > 0 && (
          <>
            <h2 className="transfer-label">{t`Recent recipients`}</h2>
            <ul className="transfer-list" aria-label={t`Recent recipients`}>
              {recent.data.recipients.map((recipient) => (
                <li key={recipient.handle}>
                  <RecipientLink recipient={recipient} href={confirmPath(recipient)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Page>
  );
}

export function RecipientLink({ recipient, href }: { recipient: TransferRecipient; href: string }) {
  return (
    <Link href={href} className="transfer-row">
      <span className="transfer-row__avatar" aria-hidden="true">
        {[...recipient.displayName][0]}
      </span>
      <span className="transfer-row__name">
        <span className="transfer-row__title">{recipient.displayName}</span>
        <span className="transfer-row__hint" dir="ltr">
          {[recipient.username ? `@${recipient.username}` : null, recipient.maskedPhone]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </Link>
  );
}
