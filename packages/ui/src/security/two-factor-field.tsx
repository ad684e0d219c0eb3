import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@wallet/api';
import { toLatinDigits } from '@wallet/core';
import { Button, MessageBox, TextField } from '@wallet/kit';
import { useApi } from '../data/api-context';
import { useTwoFactorStatus } from '../data/two-factor';
import { errorFeedback } from '../feedback/errors';
import { useErrorText } from '../feedback/error-text';
import './two-factor-field.css';

/** Refusals about the code itself: shown at the code field, and the user stays to enter another. */
const TWO_FACTOR_REFUSALS: Record<string, MessageDescriptor> = {
  TWO_FACTOR_REQUIRED: msg`Enter your two-factor code.`,
  WRONG_TWO_FACTOR_CODE: msg`The two-factor code is not correct.`,
  TWO_FACTOR_CODE_ALREADY_USED: msg`This code has already been used. Enter a new one.`,
  TOO_MANY_OTP_ATTEMPTS: msg`Too many wrong tries. Wait a little, then ask for a new code.`,
};
const CODE_PATTERN = /^\d{6}$/;

export const isTwoFactorRefusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.codeString in TWO_FACTOR_REFUSALS;

/** The typed code as the server reads it: Latin digits, no spaces. */
export const readTwoFactorCode = (typed: string) => toLatinDigits(typed.trim());

export const isTwoFactorCodeComplete = (typed: string) => CODE_PATTERN.test(readTwoFactorCode(typed));

/** A failure in words: the server's message, else the client's own for a code refusal, else the general text. */
function useCodeErrorText(): (error: unknown) => string | null {
  const { i18n } = useLinguiCore();
  const errorText = useErrorText();
  return (error) => {
    if (!errorFeedback(error).message) return null;
    const own = isApiError(error) ? TWO_FACTOR_REFUSALS[error.codeString] : undefined;
    if (isApiError(error) && !error.localizedMessage && own) return i18n._(own);
    return errorText(error);
  };
}

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
  /** The id the server binds an SMS or e-mail code to (a task id, or the call's Idempotency-Key). */
  authenticationId: () => string | Promise<string>;
  /** The protected call's last failure: shown here when it is about the code. */
  refusal: unknown;
}) {
  const { t } = useLingui();
  const api = useApi();
  const errorText = useCodeErrorText();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const twoFactor = useTwoFactorStatus();
  const sendCode = useMutation({
    mutationFn: async (type: 'SMS' | 'EMAIL') =>
      api.sendTwoFactorCode({ params: { type }, body: { authenticationId: await authenticationId() } }),
    onSuccess: (sent) => setCodeSentTo(sent.sentTo),
  });
  const methods = twoFactor.data?.methods ?? [];

  return (
    <section className="ui-two-factor" aria-label={t`Two-factor authentication`}>
      <TextField
        label={t`Two-factor code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        isLtr
        maxLength={6}
        value={code}
        onChange={onCodeChange}
        error={isTwoFactorRefusal(refusal) ? (errorText(refusal) ?? undefined) : undefined}
      />
      <div className="ui-two-factor__send">
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
        <p className="ui-two-factor__hint">{t`Or enter the code your authenticator app shows.`}</p>
      )}
      {codeSentTo && <p className="ui-two-factor__hint">{t`A code was sent to ${codeSentTo}.`}</p>}
      {sendCode.isError && (
        <MessageBox tone="error">
          <p>{errorText(sendCode.error) ?? t`The code could not be sent.`}</p>
        </MessageBox>
      )}
    </section>
  );
}
