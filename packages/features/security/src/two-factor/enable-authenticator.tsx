import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CopyText, Hint, Skeleton, Stack } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { LoadFailure, useApi, useErrorText, useTwoFactorChanged } from '@wallet/ui';
import { CodeField, isCodeComplete, readCode } from './code-field';
import { QrCode } from './qr-code';

/**
 * Turning an authenticator app on: its QR code (the otpauth link) and the activation code to type or copy,
 * then a code the app shows (POST /v2/2fa/google-auth, then /v2/2fa/google-auth/verify).
 */
export function EnableAuthenticator({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const platform = usePlatform();
  const errorText = useErrorText();
  const changed = useTwoFactorChanged();
  const [code, setCode] = useState('');
  const activation = useMutation({ mutationFn: () => api.setUpGoogleAuth() });
  const verify = useMutation({
    mutationFn: () => api.verifyGoogleAuth({ body: { code: readCode(code) } }),
    onSuccess: async (status) => {
      await changed(status);
      onDone();
    },
  });

  const { mutate: activate } = activation;
  useEffect(() => activate(), [activate]);

  useMainButton(
    activation.data
      ? {
          text: t`Turn on`,
          onClick: () => verify.mutate(),
          disabled: !isCodeComplete(code),
          loading: verify.isPending,
        }
      : null,
  );

  if (activation.isError) {
    return (
      <LoadFailure
        message={t`The authenticator app could not be set up.`}
        detail={errorText(activation.error)}
        onRetry={() => activation.mutate()}
      />
    );
  }
  if (!activation.data) return <Skeleton height={200} />;
  return (
    <>
      <Hint>{t`Scan this QR code with your authenticator app, or enter the activation code in it.`}</Hint>
      <Stack isCentered>
        <QrCode text={activation.data.otpauthUri} label={t`QR code for the authenticator app`} />
      </Stack>
      <div role="group" aria-label={t`Activation code`}>
        <CopyText
          text={activation.data.activationCode}
          onCopy={(text) => platform.clipboard.writeText(text)}
        />
      </div>
      <CodeField
        label={t`Code from the app`}
        value={code}
        onChange={setCode}
        error={verify.isError ? errorText(verify.error) : null}
      />
    </>
  );
}
