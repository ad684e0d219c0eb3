import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@wallet/api';
import { toLatinDigits, toLocalIranianMobile } from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { useApi, useFormat, useNotify, useSession } from '@wallet/ui';
import type { CodeSent } from './phone-step';
import { formatCountdown, useCountdown } from './use-countdown';

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
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useCountdown(sent.resendAt);

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
      setError(t`Enter the ${sent.codeLength}-digit code`);
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
  const localNumber = format.digits(toLocalIranianMobile(sent.number));
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <p className="login-sent">
        {t`We sent a code to ${localNumber}.`}{' '}
        <button type="button" className="login-link" onClick={onChangeNumber}>
          {t`Change number`}
        </button>
      </p>
      <label htmlFor={inputId} className="login-label">
        {t`Login code`}
      </label>
      <input
        id={inputId}
        className="login-input login-input--code"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        maxLength={sent.codeLength}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onInput(event.target.value)}
      />
      {error && (
        <p role="alert" className="login-error">
          {error}
        </p>
      )}
      {secondsLeft > 0 ? (
        <p className="login-hint">{t`Send the code again in ${format.digits(formatCountdown(secondsLeft))}`}</p>
      ) : (
        <button
          type="button"
          className="login-link"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t`Send the code again`}
        </button>
      )}
    </form>
  );
}
