import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@wallet/api';
import { toLatinDigits } from '@wallet/core';
import { Button, MessageBox, TextField } from '@wallet/kit';
import { useApi, useTwoFactorStatus } from '@wallet/ui';
import { Card, Hint } from './blocks';
import { useRefusalText } from './refusal-text';
import './two-factor-field.css';

/** Refusals about the code itself: shown at the code field, and the user stays to enter another. */
const TWO_FACTOR_REFUSALS = new Set([
  'TWO_FACTOR_REQUIRED',
  'WRONG_TWO_FACTOR_CODE',
  'TWO_FACTOR_CODE_ALREADY_USED',
  'TOO_MANY_OTP_ATTEMPTS',
]);
const CODE_PATTERN = /^\d{6}$/;

export const isTwoFactorRefusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && TWO_FACTOR_REFUSALS.has(error.codeString);

/** The typed code as the server reads it: Latin digits, no spaces. */
export const readTwoFactorCode = (typed: string) => toLatinDigits(typed.trim());

export const isTwoFactorCodeComplete = (typed: string) => CODE_PATTERN.test(readTwoFactorCode(typed));

/**
 * The two-factor code of a protected call (X-2FA-AUTH, spec 001 §7): the field, "send the code by SMS or
 * e-mail" for the user's methods (the code is requested for `authenticationId`, the call's own id), and what
 * was wrong with the last code. A code opens one call only.
 */
export function TwoFactorField({
  code,
  onCodeChange,
  authenticationId,
  refusal,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  /** The id the server binds an SMS or e-mail code to (a task id, or the transfer's Idempotency-Key). */
  authenticationId: () => string | Promise<string>;
  /** The protected call's last failure: shown here when it is about the code. */
  refusal: unknown;
}) {
  const { t } = useLingui();
  const api = useApi();
  const refusalText = useRefusalText();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const twoFactor = useTwoFactorStatus();
  const sendCode = useMutation({
    mutationFn: async (type: 'SMS' | 'EMAIL') =>
      api.sendTwoFactorCode({ params: { type }, body: { authenticationId: await authenticationId() } }),
    onSuccess: (sent) => setCodeSentTo(sent.sentTo),
  });
  const isCodeRefused = isTwoFactorRefusal(refusal);
  const methods = twoFactor.data?.methods ?? [];

  return (
    <Card label={t`Two-factor authentication`}>
      <TextField
        label={t`Two-factor code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        isLtr
        maxLength={6}
        value={code}
        onChange={onCodeChange}
        error={isCodeRefused ? refusalText(refusal) : undefined}
      />
      <div className="crypto-two-factor__send">
        {methods
          .filter((method) => method.type !== 'GOOGLE_AUTH')
          .map((method) => (
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
      </div>
      {methods.some((method) => method.type === 'GOOGLE_AUTH') && (
        <Hint>{t`Or enter the code your authenticator app shows.`}</Hint>
      )}
      {codeSentTo && <Hint>{t`A code was sent to ${codeSentTo}.`}</Hint>}
      {sendCode.isError && (
        <MessageBox tone="error">
          <p>{refusalText(sendCode.error) ?? t`The code could not be sent.`}</p>
        </MessageBox>
      )}
    </Card>
  );
}
