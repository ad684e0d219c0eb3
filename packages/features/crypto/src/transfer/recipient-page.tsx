import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TransferRecipient } from '@wallet/api';
import { Button, Ltr, MessageBox, TextField } from '@wallet/kit';
import { Page, buildPath, useApi, useDraftText, useFormat, useRouteQuery } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { Stack } from '../shared/blocks';
import { useRefusalText } from '../shared/refusal-text';
import { useChosenTransferAmount, useTransferDraft } from './transfer-draft';
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
  const { token } = useRouteQuery('internalTransferContacts');
  const chosen = useChosenTransferAmount(token);
  const amount = chosen.amount ?? '0';
  const transferDraft = useTransferDraft();
  const [query, setQuery] = useDraftText(
    undefined,
    transferDraft.draft?.recipientSearch,
    transferDraft.isLoading,
    (recipientSearch) => void transferDraft.keep({ recipientSearch }),
  );
  const recent = useQuery({
    queryKey: transferKeys.recent(),
    queryFn: ({ signal }) => api.recentTransferRecipients(undefined, { signal }),
  });
  const find = useMutation({
    mutationFn: (text: string) => api.findTransferRecipient({ query: { query: text } }),
  });
  const confirmPath = (recipient: TransferRecipient) =>
    buildPath('internalTransferConfirmation', undefined, { token, recipient: recipient.handle });

  if (chosen.isMissing)
    return <Redirect to={buildPath('internalTransferAmount', undefined, { token })} replace />;

  return (
    <Page title={t`Send ${format.amount(amount, 18)} ${token} to`}>
      <Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (query.trim().length >= 2 && !find.isPending) find.mutate(query.trim());
          }}
        >
          <TextField
            label={t`Telegram username or phone number`}
            isLtr
            autoComplete="off"
            placeholder="@username · 0912…"
            value={query}
            onChange={setQuery}
            after={
              <Button type="submit" mode="bezeled" disabled={find.isPending || query.trim().length < 2}>
                {t`Find`}
              </Button>
            }
          />
        </form>
        {find.isError && (
          <MessageBox tone="error">
            <p>{refusalText(find.error) ?? t`No wallet user was found.`}</p>
          </MessageBox>
        )}
        {find.data && (
          <RowList label={t`Found`}>
            <RecipientRow recipient={find.data} href={confirmPath(find.data)} />
          </RowList>
        )}
        {recent.data && recent.data.recipients.length > 0 && (
          <RowList label={t`Recent recipients`} title={t`Recent recipients`}>
            {recent.data.recipients.map((recipient) => (
              <RecipientRow key={recipient.handle} recipient={recipient} href={confirmPath(recipient)} />
            ))}
          </RowList>
        )}
      </Stack>
    </Page>
  );
}

export function RecipientRow({ recipient, href }: { recipient: TransferRecipient; href: string }) {
  const handle = [recipient.username ? `@${recipient.username}` : null, recipient.maskedPhone]
    .filter(Boolean)
    .join(' · ');
  return (
    <LinkRow
      href={href}
      // The first character as a whole (an emoji is two code units), where CoinIcon would cut it in half.
      before={
        <span className="transfer-avatar" aria-hidden="true">
          {[...recipient.displayName][0]}
        </span>
      }
      title={recipient.displayName}
      subtitle={<Ltr>{handle}</Ltr>}
    />
  );
}
