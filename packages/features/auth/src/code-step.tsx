import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@wallet/api';
import { toLatinDigits, toLocalIranianMobile } from '@wallet/core';
import { Button, Card, Countdown, Hint, Ltr, Stack, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useApi, useFormat, useNotify, useSession } from '@wallet/ui';
import type { CodeSent } from './phone-step';

/** Step 2: the code. It submits itself once complete; a new code can be asked for when the countdown ends. */
export function CodeStep({
  sent,
  onResent,
  onChangeNumber,
  onLoggedIn,
}: {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onChangeNumber: () => void;
  onLoggedIn: (result: { token: string; isSignup: boolean }) => Promise<void>;
}) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const session = useSession();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The countdown says when it ends; a new code may be asked for once it has ended for this deadline.
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const canResend = endedAt === sent.resendAt;

  const verify = useMutation({
    mutationFn: (value: string) =>
      api.verifyOtp({
        body: {
          region: 'IR',
          number: sent.number,
          code: value,
          deviceInformation: session.deviceInformation,
        },
      }),
    onSuccess: (result) => onLoggedIn(result),
    onError: (failure) => {
      setCode('');
      if (isApiError(failure) && failure.localizedMessage && failure.status < 500) {
        setError(failure.localizedMessage);
      } else {
        notify.error(failure);
      }
    },
  });
  const resend = useMutation({
    mutationFn: () =>
      api.requestOtp({
        body: { region: 'IR', number: sent.number, deviceInformation: session.deviceInformation },
      }),
    onSuccess: (answer) =>
      onResent({
        ...sent,
        codeLength: answer.codeLength,
        resendAt: Date.now() + answer.expiresInSeconds * 1000,
      }),
    onError: (failure) => notify.error(failure),
  });

  const submit = (value: string) => {
    if (verify.isPending || verify.isSuccess) return;
    if (value.length !== sent.codeLength) {
      const codeLength = format.digits(String(sent.codeLength));
      setError(t`Enter the ${codeLength}-digit code`);
      return;
    }
    setError(null);
    verify.mutate(value);
  };
  useMainButton({
    text: t`Log in`,
    onClick: () => submit(code),
    loading: verify.isPending || verify.isSuccess,
  });

  const onInput = (text: string) => {
    const digits = toLatinDigits(text).replace(/\D/g, '').slice(0, sent.codeLength);
    setCode(digits);
    if (digits.length === sent.codeLength) submit(digits);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  const localNumber = <Ltr>{format.digits(toLocalIranianMobile(sent.number))}</Ltr>;
  // A member expression keeps the sentence's placeholder positional ({0}), as its catalog entry has it.
  const timeLeft = {
    countdown: <Countdown deadline={sent.resendAt} onEnd={() => setEndedAt(sent.resendAt)} />,
  };
  return (
    <Card gap={2}>
      <Stack as="form" gap={2} onSubmit={onSubmit} noValidate>
        <Stack isRow gap={2}>
          <Hint>
            <Trans>We sent a code to {localNumber}.</Trans>
          </Hint>
          <Button mode="plain" size="m" onClick={onChangeNumber}>
            {t`Change number`}
          </Button>
        </Stack>
        <TextField
          label={t`Login code`}
          look="code"
          isLtr
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          maxLength={sent.codeLength}
          error={error ?? undefined}
          onChange={onInput}
        />
        {canResend ? (
          <Stack isRow>
            <Button mode="plain" size="m" isBusy={resend.isPending} onClick={() => resend.mutate()}>
              {t`Send the code again`}
            </Button>
          </Stack>
        ) : (
          <Hint>
            <Trans>Send the code again in {timeLeft.countdown}</Trans>
          </Hint>
        )}
      </Stack>
    </Card>
  );
}
