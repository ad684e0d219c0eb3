import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, type UserInformation } from '@wallet/api';
import { BottomDrawer, Button, MessageBox, TextField, Stack } from '@wallet/kit';
import { toLatinDigits } from '@wallet/core';
import { useErrorText, useNotify, useSession } from '@wallet/ui';

const CODE_PATTERN = /^\d{6}$/;

export interface ContactCodeFlow {
  /** The drawer's title: "Add a phone number", "Add an e-mail address". */
  title: string;
  label: string;
  inputMode: 'tel' | 'email';
  /** The typed value made ready to send, or null with no request when it is not valid. */
  read: (value: string) => string | null;
  invalidText: string;
  requestCode: (value: string) => Promise<unknown>;
  verifyCode: (value: string, code: string) => Promise<UserInformation>;
  /** A line under the code field, such as the e-mail's link. */
  codeHint?: string;
}

/**
 * Adds a contact by a one-time code: the value, then the code sent to it. PHONE_NUMBER_ALREADY_EXISTS
 * offers to log out and sign in with the account that has the number (spec 001 §8).
 */
export function ContactCodeDrawer({
  open,
  flow,
  onClose,
  onAdded,
}: {
  open: boolean;
  flow: ContactCodeFlow;
  onClose: () => void;
  onAdded: (user: UserInformation) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const notify = useNotify();
  const session = useSession();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (ready: string) => flow.requestCode(ready).then(() => ready),
    onSuccess: (ready) => setSentTo(ready),
  });
  const verify = useMutation({
    mutationFn: ({ ready, typed }: { ready: string; typed: string }) => flow.verifyCode(ready, typed),
    onSuccess: (user) => {
      notify.success();
      onAdded(user);
      close();
    },
  });
  const failed = request.error ?? verify.error;
  const isTaken = isApiError(failed) && failed.codeString === 'PHONE_NUMBER_ALREADY_EXISTS';
  const isBusy = request.isPending || verify.isPending;

  function close() {
    setValue('');
    setCode('');
    setSentTo(null);
    setProblem(null);
    request.reset();
    verify.reset();
    onClose();
  }

  const submit = () => {
    if (isBusy) return;
    if (sentTo === null) {
      const ready = flow.read(value);
      setProblem(ready === null ? flow.invalidText : null);
      if (ready !== null) request.mutate(ready);
      return;
    }
    const typed = toLatinDigits(code).trim();
    setProblem(CODE_PATTERN.test(typed) ? null : t`Enter the 6-digit code.`);
    if (CODE_PATTERN.test(typed)) verify.mutate({ ready: sentTo, typed });
  };

  return (
    <BottomDrawer
      open={open}
      onClose={close}
      title={flow.title}
      footer={
        <Button isStretched isBusy={isBusy} disabled={isBusy} onClick={submit}>
          {sentTo === null ? t`Send code` : t`Confirm`}
        </Button>
      }
    >
      <Stack
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {sentTo === null ? (
          <TextField
            label={flow.label}
            value={value}
            onChange={setValue}
            inputMode={flow.inputMode}
            autoComplete={flow.inputMode === 'tel' ? 'tel' : 'email'}
            isLtr
            error={problem}
          />
        ) : (
          <>
            <p>{t`Enter the code sent to ${sentTo}.`}</p>
            <TextField
              label={t`Code`}
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              isLtr
              error={problem}
            />
            {flow.codeHint ? <p>{flow.codeHint}</p> : null}
          </>
        )}
        {isTaken ? (
          <MessageBox
            tone="warning"
            actions={
              <Button mode="bezeled" size="m" onClick={() => void session.logOut()}>
                {t`Log out`}
              </Button>
            }
          >
            {t`This number belongs to another account. Log out and sign in with that number to use it.`}
          </MessageBox>
        ) : failed ? (
          <MessageBox tone="error">{errorText(failed) ?? t`Something went wrong.`}</MessageBox>
        ) : null}
      </Stack>
    </BottomDrawer>
  );
}
