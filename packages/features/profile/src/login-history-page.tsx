import { useLingui } from '@lingui/react/macro';
import { Button, Cell, EmptyState, List, Stack } from '@wallet/kit';
import { LoadFailure, Page, useErrorText } from '@wallet/ui';
import { useDateTime } from './date-time';
import { Loading } from './load-states';
import { useLoginHistory } from './profile-queries';
import { deviceOf } from './sessions-page';

/** /profile/login-history: past logins newest first, 100 a page, with More. */
export function LoginHistoryPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const history = useLoginHistory();
  const rows = history.data?.pages.flatMap((page) => page.items) ?? [];
  const methods = { PHONE_OTP: t`Code by SMS`, TELEGRAM: t`Telegram` };
  return (
    <Page title={t`Login history`}>
      {history.isError && rows.length === 0 ? (
        <LoadFailure
          message={t`The login history could not be loaded.`}
          detail={errorText(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState title={t`No logins yet.`} />
      ) : (
        <Stack gap={4}>
          <List>
            {rows.map((login) => (
              <Cell
                key={login.id}
                isMultiline
                subtitle={`${methods[login.method]} · ${dateTime(login.date)}`}
              >
                {deviceOf(login, t`Unknown device`)}
              </Cell>
            ))}
          </List>
          {history.hasNextPage ? (
            <Button
              mode="bezeled"
              isStretched
              isBusy={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t`More`}
            </Button>
          ) : null}
          {history.isFetchNextPageError ? (
            <LoadFailure
              message={t`More logins could not be loaded.`}
              onRetry={() => void history.fetchNextPage()}
            />
          ) : null}
        </Stack>
      )}
    </Page>
  );
}
