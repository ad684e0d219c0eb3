import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TWO_FACTOR_TYPES, type TwoFactorType } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { Cell, List, MessageBox, Skeleton, Stack } from '@wallet/kit';
import { LoadFailure, Page, useErrorText, useNotify, useSession, useTwoFactorStatus } from '@wallet/ui';
import { DisableMethod } from './disable-method';
import { EnableAuthenticator } from './enable-authenticator';
import { EnableByCode } from './enable-by-code';
import { METHOD_NAMES } from './method-names';

type Step = { kind: 'STATUS' } | { kind: 'ENABLE' | 'DISABLE'; type: TwoFactorType };

/**
 * /profile/2FA: which methods are on; turning SMS, e-mail or an authenticator app on, and turning one off
 * with a code; and, after a change, until when withdrawals wait (24 h, spec 000 §4).
 */
export function TwoFactorPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const notify = useNotify();
  const errorText = useErrorText();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'STATUS' });

  const finish = (message: string) => {
    setStep({ kind: 'STATUS' });
    notify.success(message);
  };

  const method = step.kind === 'STATUS' ? '' : t(METHOD_NAMES[step.type]);
  let body;
  if (status.isError && !status.data) {
    body = (
      <LoadFailure
        message={t`Two-factor settings could not be loaded.`}
        detail={errorText(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = <Skeleton height={160} />;
  } else if (step.kind === 'ENABLE') {
    const onDone = () => finish(t`${method} is on.`);
    body =
      step.type === 'GOOGLE_AUTH' ? (
        <EnableAuthenticator onDone={onDone} />
      ) : (
        <EnableByCode type={step.type} onDone={onDone} />
      );
  } else if (step.kind === 'DISABLE') {
    body = (
      <DisableMethod type={step.type} status={status.data} onDone={() => finish(t`${method} is off.`)} />
    );
  } else {
    const { methods, withdrawBlockedUntil } = status.data;
    const blockEnd = withdrawBlockedUntil ? formatDateTime(withdrawBlockedUntil, language) : '';
    body = (
      <>
        {withdrawBlockedUntil && (
          <MessageBox tone="warning" title={t`Withdrawals are paused`}>
            {t`Two-factor settings changed recently, so for your safety withdrawals wait 24 hours, until ${blockEnd}.`}
          </MessageBox>
        )}
        <List
          title={t`Methods`}
          footer={t`With a method on, withdrawals and other protected actions ask for a code.`}
        >
          {TWO_FACTOR_TYPES.map((type) => {
            const enabled = methods.find((entry) => entry.type === type);
            const destination = enabled?.destination;
            return (
              <Cell
                key={type}
                onClick={() => setStep({ kind: enabled ? 'DISABLE' : 'ENABLE', type })}
                subtitle={enabled ? (destination ? t`On: ${destination}` : t`On`) : t`Off`}
                after={enabled ? t`Turn off` : t`Turn on`}
              >
                {t(METHOD_NAMES[type])}
              </Cell>
            );
          })}
        </List>
      </>
    );
  }
  const title =
    step.kind === 'STATUS'
      ? t`Two-factor authentication`
      : step.kind === 'ENABLE'
        ? t`Turn on: ${method}`
        : t`Turn off: ${method}`;
  return (
    <Page title={title} back={step.kind === 'STATUS' ? true : () => setStep({ kind: 'STATUS' })}>
      <Stack padBlock={3}>{body}</Stack>
    </Page>
  );
}
