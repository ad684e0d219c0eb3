import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { normalizeIranianMobile, toLatinDigits } from '@wallet/core';
import { Button, Hint, MessageBox, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useApi, useErrorText, useTwoFactorChanged, useWhoami } from '@wallet/ui';
import { CodeField, isCodeComplete, readCode } from './code-field';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Turning SMS or e-mail codes on: the phone or address (one of the user's own, the primary one offered),
 * a code sent there, then that code (POST /v2/2fa/sms|email, then /v2/2fa/verify).
 */
export function EnableByCode({ type, onDone }: { type: 'SMS' | 'EMAIL'; onDone: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const errorText = useErrorText();
  const whoami = useWhoami();
  const changed = useTwoFactorChanged();
  const [destination, setDestination] = useState('');
  const [isDestinationTouched, setIsDestinationTouched] = useState(false);
  const [code, setCode] = useState('');

  const primary =
    type === 'SMS'
      ? whoami.data?.phoneNumbers.find((phone) => phone.primary)?.number
      : whoami.data?.emails.find((email) => email.primary)?.address;
  useEffect(() => {
    if (primary && !isDestinationTouched) setDestination(primary);
  }, [primary, isDestinationTouched]);

  const phone = normalizeIranianMobile(destination);
  const address = destination.trim();
  const isDestinationValid = type === 'SMS' ? phone !== null : EMAIL_PATTERN.test(address);

  const start = useMutation({
    mutationFn: () =>
      type === 'SMS'
        ? api.setUpSmsTwoFactor({ body: { phone: toLatinDigits(destination.trim()) } })
        : api.setUpEmailTwoFactor({ body: { address } }),
  });
  const verify = useMutation({
    mutationFn: (authenticationId: string) => {
      const value = readCode(code);
      return api.verifyTwoFactor({
        body: { codes: type === 'SMS' ? { SMS: value } : { EMAIL: value }, authenticationId },
      });
    },
    onSuccess: async (status) => {
      await changed(status);
      onDone();
    },
  });
  const setup = start.data;

  useMainButton(
    setup
      ? {
          text: t`Turn on`,
          onClick: () => verify.mutate(setup.authenticationId),
          disabled: !isCodeComplete(code),
          loading: verify.isPending,
        }
      : {
          text: t`Send the code`,
          onClick: () => start.mutate(),
          disabled: !isDestinationValid,
          loading: start.isPending,
        },
  );

  const destinationError =
    isDestinationTouched && destination.trim() !== '' && !isDestinationValid
      ? type === 'SMS'
        ? t`Enter a valid mobile number, e.g. 09121234567.`
        : t`Enter a valid e-mail address.`
      : undefined;

  return (
    <>
      <TextField
        label={type === 'SMS' ? t`Mobile number` : t`E-mail address`}
        inputMode={type === 'SMS' ? 'tel' : 'email'}
        isLtr
        value={destination}
        disabled={Boolean(setup)}
        onChange={(value) => {
          setIsDestinationTouched(true);
          setDestination(value);
        }}
        error={destinationError ?? (start.isError ? errorText(start.error) : undefined)}
      />
      {setup && (
        <>
          <Hint>
            {type === 'SMS'
              ? t`Enter the code sent by SMS to ${destination}.`
              : t`Enter the code sent to ${destination}.`}
          </Hint>
          <CodeField
            value={code}
            onChange={setCode}
            error={verify.isError ? errorText(verify.error) : null}
          />
          <Button mode="plain" size="m" disabled={start.isPending} onClick={() => start.mutate()}>
            {t`Send the code again`}
          </Button>
        </>
      )}
      {!setup && type === 'EMAIL' && whoami.data && whoami.data.emails.length === 0 && (
        <MessageBox tone="info">{t`Add an e-mail address to your profile first.`}</MessageBox>
      )}
    </>
  );
}
