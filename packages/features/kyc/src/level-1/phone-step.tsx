import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { normalizeIranianMobile, toLatinDigits } from '@wallet/core';
import { Button, MessageBox, TextField } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { useApi, useErrorText, useFormat, useSession } from '@wallet/ui';
import { useLevel1MobileNumber } from './level-1-draft';

const CODE_LENGTH = 6;

/**
 * Level 1's PHONE_NUMBER step (spec 000 §4 phone KYC alternatives): the number shared from the messenger
 * becomes the user's on the strength of the messenger's signature; a typed one (or a shared one the host
 * did not sign) is confirmed with an SMS one-time code. The number typed is kept in the level-1 draft; the
 * code and the fact that one was sent are not: a code expires within minutes and this step has no way to ask
 * for a new one, so a reload comes back to the number and Send code asks for a fresh code.
 */
export function PhoneStep({ onDone }: { onDone: () => Promise<unknown> }) {
  const { t } = useLingui();
  const api = useApi();
  const platform = usePlatform();
  const { deviceInformation } = useSession();
  const format = useFormat();
  const codeLength = format.digits(String(CODE_LENGTH));
  const errorText = useErrorText();
  const { number, setNumber, drop: dropNumber } = useLevel1MobileNumber();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const requestCode = useMutation({
    mutationFn: (mobile: string) =>
      api.requestNewPhoneOtp({ body: { region: 'IR', number: mobile, deviceInformation } }),
    onSuccess: (_, mobile) => setSentTo(mobile),
  });
  const confirmed = async () => {
    await dropNumber();
    return onDone();
  };
  const verifyCode = useMutation({
    mutationFn: () =>
      api.verifyNewPhoneOtp({
        body: { region: 'IR', number: sentTo ?? '', code: toLatinDigits(code), deviceInformation },
      }),
    onSuccess: confirmed,
  });
  const confirmShared = useMutation({
    mutationFn: (signedContact: string) =>
      api.confirmPhoneWithTelegramContact({ body: { contact: signedContact } }),
    onSuccess: confirmed,
  });
  const isBusy = requestCode.isPending || verifyCode.isPending || confirmShared.isPending;

  const send = (typed: string) => {
    const mobile = normalizeIranianMobile(typed);
    if (!mobile) return setProblem(t`Enter a mobile number like 0912 345 6789.`);
    setProblem(null);
    requestCode.mutate(mobile);
  };
  const verify = () => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(toLatinDigits(code).trim()))
      return setProblem(t`Enter the ${codeLength}-digit code.`);
    setProblem(null);
    verifyCode.mutate();
  };
  const shareContact = async () => {
    const contact = await platform.requestContact?.();
    if (!contact) return setProblem(t`The number was not shared. You can type it instead.`);
    setNumber(contact.phoneNumber);
    if (contact.signedContact) confirmShared.mutate(contact.signedContact);
    else send(contact.phoneNumber);
  };

  useMainButton({
    text: sentTo ? t`Confirm` : t`Send code`,
    loading: isBusy,
    onClick: () => (sentTo ? verify() : send(number)),
  });

  const failure = requestCode.error ?? verifyCode.error ?? confirmShared.error;
  return (
    <>
      <MessageBox tone="info">
        {t`First confirm your mobile number. It must be registered to your national code.`}
      </MessageBox>
      {platform.requestContact && !sentTo ? (
        <Button mode="bezeled" size="l" isStretched disabled={isBusy} onClick={() => void shareContact()}>
          {t`Share my number from Telegram`}
        </Button>
      ) : null}
      <TextField
        label={t`Mobile number`}
        value={number}
        onChange={setNumber}
        inputMode="tel"
        autoComplete="tel"
        isLtr
        disabled={isBusy || sentTo !== null}
      />
      {sentTo ? (
        <TextField
          label={t`Code sent by SMS`}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          isLtr
          disabled={isBusy}
        />
      ) : null}
      {problem ? <MessageBox tone="error">{problem}</MessageBox> : null}
      {failure && errorText(failure) ? <MessageBox tone="error">{errorText(failure)}</MessageBox> : null}
    </>
  );
}
