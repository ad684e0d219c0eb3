import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DISABLE_TWO_FACTOR_AUTHENTICATION_ID, type TwoFactorStatus, type TwoFactorType } from '@wallet/api';
import { Button, Hint, MessageBox, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useApi, useErrorText, useTwoFactorChanged } from '@wallet/ui';
import { CodeField, isCodeComplete, readCode } from './code-field';

/**
 * Turning a method off is itself protected: DELETE /v2/2fa/{type} carries a code in X-2FA-AUTH, from the
 * authenticator app or sent by SMS or e-mail for the fixed id DISABLE_2FA.
 */
export function DisableMethod({
  type,
  status,
  onDone,
}: {
  type: TwoFactorType;
  status: TwoFactorStatus;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const errorText = useErrorText();
  const changed = useTwoFactorChanged();
  const [code, setCode] = useState('');
  const sendCode = useMutation({
    mutationFn: (via: 'SMS' | 'EMAIL') =>
      api.sendTwoFactorCode({
        params: { type: via },
        body: { authenticationId: DISABLE_TWO_FACTOR_AUTHENTICATION_ID },
      }),
  });
  const disable = useMutation({
    mutationFn: () => api.disableTwoFactor({ params: { type } }, { twoFactorCode: readCode(code) }),
    onSuccess: async (next) => {
      await changed(next);
      onDone();
    },
  });

  useMainButton({
    text: t`Turn off`,
    onClick: () => disable.mutate(),
    disabled: !isCodeComplete(code),
    loading: disable.isPending,
  });

  const sentTo = sendCode.data?.sentTo;
  const senders = status.methods.filter((method) => method.type !== 'GOOGLE_AUTH');
  const hasApp = status.methods.some((method) => method.type === 'GOOGLE_AUTH');
  return (
    <>
      <MessageBox tone="warning">
        {t`To turn this method off, confirm with a two-factor code. Withdrawals wait 24 hours after a change.`}
      </MessageBox>
      {hasApp && (
        <Hint>
          {senders.length > 0
            ? t`Or enter the code your authenticator app shows.`
            : t`Enter the code your authenticator app shows.`}
        </Hint>
      )}
      <Stack isRow gap={2}>
        {senders.map((method) => (
          <Button
            key={method.type}
            mode="bezeled"
            size="m"
            disabled={sendCode.isPending}
            onClick={() => sendCode.mutate(method.type as 'SMS' | 'EMAIL')}
          >
            {method.type === 'SMS' ? t`Send the code by SMS` : t`Send the code by e-mail`}
          </Button>
        ))}
      </Stack>
      {sentTo && <Hint>{t`A code was sent to ${sentTo}.`}</Hint>}
      {sendCode.isError && (
        <MessageBox tone="error">{errorText(sendCode.error) ?? t`The code could not be sent.`}</MessageBox>
      )}
      <CodeField
        label={t`Two-factor code`}
        value={code}
        onChange={setCode}
        error={disable.isError ? errorText(disable.error) : null}
      />
    </>
  );
}
