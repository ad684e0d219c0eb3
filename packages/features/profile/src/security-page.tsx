import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Cell, ChevronIcon, ConfirmDrawer, List, MessageBox, Stack } from '@wallet/kit';
import {
  buildPath,
  Page,
  queryKeys,
  useApi,
  useFormat,
  useNavigate,
  useNotify,
  useWithdrawStatus,
} from '@wallet/ui';
import { useDateTime } from './date-time';

/** Spec 000 §4: an account lock blocks withdrawals for 72 hours and cannot be undone sooner. */
export const ACCOUNT_LOCK_HOURS = 72;

/** /profile/security: the account lock, and the way to the PIN, two-factor, sessions and login history. */
export function SecurityPage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const format = useFormat();
  const [isConfirming, setIsConfirming] = useState(false);
  const status = useWithdrawStatus();
  const lock = useMutation({
    mutationFn: () => api.lockAccount({ body: {} }),
    onSuccess: () => {
      setIsConfirming(false);
      notify.success();
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawStatus() });
    },
    onError: (error) => {
      setIsConfirming(false);
      notify.error(error);
    },
  });
  const lockedUntil =
    lock.data?.lockedUntil ??
    status.data?.blocks.find((block) => block.reason === 'ACCOUNT_LOCK')?.until ??
    null;
  const hours = format.digits(String(ACCOUNT_LOCK_HOURS));

  return (
    <Page title={t`Security`}>
      <Stack gap={4}>
        <List>
          <Cell after={<ChevronIcon />} onClick={() => navigate(buildPath('profilePin'))}>
            {t`PIN`}
          </Cell>
          <Cell after={<ChevronIcon />} onClick={() => navigate(buildPath('profileTwoFactor'))}>
            {t`Two-factor authentication`}
          </Cell>
          <Cell after={<ChevronIcon />} onClick={() => navigate(buildPath('profileSessions'))}>
            {t`Active sessions`}
          </Cell>
          <Cell after={<ChevronIcon />} onClick={() => navigate(buildPath('profileLoginHistory'))}>
            {t`Login history`}
          </Cell>
        </List>
        <List title={t`Account lock`}>
          <Cell isMultiline>
            {t`If you think someone else can reach your account, lock it: nothing can be withdrawn for ${hours} hours.`}
          </Cell>
        </List>
        {lockedUntil ? (
          <MessageBox tone="warning">{t`Withdrawals are locked until ${dateTime(lockedUntil)}.`}</MessageBox>
        ) : (
          <Button mode="destructive" isStretched onClick={() => setIsConfirming(true)}>
            {t`Lock my account`}
          </Button>
        )}
      </Stack>
      <ConfirmDrawer
        open={isConfirming}
        title={t`Lock your account?`}
        body={t`Withdrawals will be blocked for ${hours} hours. This cannot be undone before the ${hours} hours are over.`}
        confirmLabel={t`Lock`}
        isDestructive
        isBusy={lock.isPending}
        onConfirm={() => lock.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Page>
  );
}
