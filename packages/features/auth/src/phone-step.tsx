import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { normalizeIranianMobile } from '@wallet/core';
import { Card, Hint, Stack, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useApi, useNotify, useSession } from '@wallet/ui';

export interface CodeSent {
  /** The number in +98 form, as sent. */
  number: string;
  codeLength: number;
  /** When a new code may be asked for (Date.now() time). */
  resendAt: number;
}

/** Step 1: the mobile number. 0912…, 912…, 98912…, +98912… and Persian digits all become +98912… (spec 001 §5). */
export function PhoneStep({
  initialNumber,
  onSent,
}: {
  initialNumber: string;
  onSent: (sent: CodeSent) => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const session = useSession();
  const [text, setText] = useState(initialNumber);
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (number: string) =>
      api.requestOtp({ body: { region: 'IR', number, deviceInformation: session.deviceInformation } }),
    onSuccess: (answer, number) =>
      onSent({
        number,
        codeLength: answer.codeLength,
        resendAt: Date.now() + answer.expiresInSeconds * 1000,
      }),
    onError: (failure) => notify.error(failure),
  });

  const submit = () => {
    if (request.isPending) return;
    const number = normalizeIranianMobile(text);
    if (!number) {
      setError(t`Enter a valid Iranian mobile number, like 0912 345 6789`);
      return;
    }
    setError(null);
    request.mutate(number);
  };
  useMainButton({ text: t`Send code`, onClick: submit, loading: request.isPending });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card gap={2}>
      <Stack as="form" gap={2} onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Mobile number`}
          look="large"
          isLtr
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="0912 345 6789"
          value={text}
          error={error ?? undefined}
          onChange={setText}
        />
        <Hint>{t`We will send a login code to this number by SMS.`}</Hint>
      </Stack>
    </Card>
  );
}
