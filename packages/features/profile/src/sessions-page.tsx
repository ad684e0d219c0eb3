import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '@wallet/api';
import { Button, Cell, ConfirmDrawer, EmptyState, List, Stack } from '@wallet/kit';
import { LoadFailure, Page, useApi, useErrorText, useNotify } from '@wallet/ui';
import { useDateTime } from './date-time';
import { Loading } from './load-states';
import { profileKeys, useSessions } from './profile-queries';

/** "Android · 1.2.3.4": the device and place a session was used from, as far as known. */
export function deviceOf(session: Pick<Session, 'platform' | 'os' | 'ip'>, unknown: string): string {
  const device = [session.platform, session.os].filter(Boolean).join(' – ');
  return [device || unknown, session.ip].filter(Boolean).join(' · ');
}

/** /profile/sessions: where the account is logged in; revoke one or every other one. */
export function SessionsPage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [toRevoke, setToRevoke] = useState<Session | 'ALL' | null>(null);
  const revoke = useMutation({
    mutationFn: async (target: Session | 'ALL') => {
      if (target === 'ALL') await api.revokeAllSessions();
      else await api.revokeSession({ params: { id: target.id } });
    },
    onSuccess: () => notify.success(),
    onError: (error) => notify.error(error),
    onSettled: () => {
      setToRevoke(null);
      // Spec 000 §4: a change clears the cached sessions.
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
    },
  });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  const unknown = t`Unknown device`;

  return (
    <Page title={t`Active sessions`}>
      {sessions.isError && !sessions.data ? (
        <LoadFailure
          message={t`The sessions could not be loaded.`}
          detail={errorText(sessions.error)}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.isPending ? (
        <Loading />
      ) : (
        <Stack gap={4}>
          <List>
            {list.map((session) => (
              <Cell
                key={session.id}
                isMultiline
                subtitle={t`Last used ${dateTime(session.lastSeenAt)}`}
                description={session.current ? t`This device` : undefined}
                after={
                  session.current ? undefined : (
                    <Button
                      mode="plain"
                      size="m"
                      disabled={revoke.isPending}
                      onClick={() => setToRevoke(session)}
                    >
                      {t`End`}
                    </Button>
                  )
                }
              >
                {deviceOf(session, unknown)}
              </Cell>
            ))}
          </List>
          {others.length === 0 ? (
            <EmptyState title={t`No other device is logged in.`} />
          ) : (
            <Button mode="destructive" isStretched onClick={() => setToRevoke('ALL')}>
              {t`End all other sessions`}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDrawer
        open={toRevoke !== null}
        title={toRevoke === 'ALL' ? t`End all other sessions?` : t`End this session?`}
        body={
          toRevoke === 'ALL'
            ? t`Every other device is logged out.`
            : toRevoke
              ? t`${deviceOf(toRevoke, unknown)} is logged out.`
              : null
        }
        confirmLabel={t`End`}
        isDestructive
        isBusy={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke)}
        onCancel={() => setToRevoke(null)}
      />
    </Page>
  );
}
