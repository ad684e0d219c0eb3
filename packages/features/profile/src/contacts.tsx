import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInformation } from '@wallet/api';
import { Button, Cell, ConfirmDrawer, Ltr, List, Stack } from '@wallet/kit';
import { normalizeIranianMobile } from '@wallet/core';
import { useApi, useNotify, useSession } from '@wallet/ui';
import { ContactCodeDrawer, type ContactCodeFlow } from './contact-code-drawer';
import { useSetUser } from './profile-queries';
import { phoneForDisplay } from './user-labels';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The user's phone numbers: add one by code, make one primary, delete one that is not primary. */
export function PhoneList({ user }: { user: UserInformation }) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const setUser = useSetUser();
  const { deviceInformation } = useSession();
  const [isAdding, setIsAdding] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ number, action }: { number: string; action: 'primary' | 'delete' }) =>
      action === 'primary'
        ? api.setPrimaryNumber({ body: { number, deviceInformation } })
        : api.deletePhone({ params: { number } }),
    onSuccess: (next) => {
      setUser(next);
      setToDelete(null);
      notify.success();
    },
    onError: (error) => notify.error(error),
  });
  const flow: ContactCodeFlow = {
    title: t`Add a phone number`,
    label: t`Mobile number`,
    inputMode: 'tel',
    read: normalizeIranianMobile,
    invalidText: t`Enter an Iranian mobile number, such as 09121234567.`,
    requestCode: (number) => api.requestNewPhoneOtp({ body: { region: 'IR', number, deviceInformation } }),
    verifyCode: (number, code) =>
      api.verifyNewPhoneOtp({ body: { region: 'IR', number, code, deviceInformation } }),
  };
  return (
    <>
      <List title={t`Phone numbers`}>
        {user.phoneNumbers.map((phone) => (
          <Cell
            key={phone.number}
            subtitle={phone.primary ? t`Primary` : undefined}
            after={
              phone.primary ? undefined : (
                <Stack isRow gap={2}>
                  <Button
                    mode="bezeled"
                    size="m"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ number: phone.number, action: 'primary' })}
                  >
                    {t`Make primary`}
                  </Button>
                  <Button
                    mode="plain"
                    size="m"
                    disabled={change.isPending}
                    onClick={() => setToDelete(phone.number)}
                  >
                    {t`Delete`}
                  </Button>
                </Stack>
              )
            }
          >
            <Ltr>{phoneForDisplay(phone.number)}</Ltr>
          </Cell>
        ))}
        <Cell onClick={() => setIsAdding(true)}>{t`Add a phone number`}</Cell>
      </List>
      <ContactCodeDrawer open={isAdding} flow={flow} onClose={() => setIsAdding(false)} onAdded={setUser} />
      <ConfirmDrawer
        open={toDelete !== null}
        title={t`Delete this phone number?`}
        body={toDelete ? <Ltr>{phoneForDisplay(toDelete)}</Ltr> : null}
        confirmLabel={t`Delete`}
        isDestructive
        isBusy={change.isPending}
        onConfirm={() => toDelete && change.mutate({ number: toDelete, action: 'delete' })}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** The user's e-mail addresses: add one by code (or the e-mail's link), make one primary. */
export function EmailList({ user }: { user: UserInformation }) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const setUser = useSetUser();
  const { deviceInformation } = useSession();
  const [isAdding, setIsAdding] = useState(false);
  const makePrimary = useMutation({
    mutationFn: (email: string) => api.setPrimaryEmail({ body: { email, deviceInformation } }),
    onSuccess: (next) => {
      setUser(next);
      notify.success();
    },
    onError: (error) => notify.error(error),
  });
  const flow: ContactCodeFlow = {
    title: t`Add an e-mail address`,
    label: t`E-mail address`,
    inputMode: 'email',
    read: (value) => {
      const email = value.trim().toLowerCase();
      return EMAIL_PATTERN.test(email) && email.length <= 254 ? email : null;
    },
    invalidText: t`Enter a valid e-mail address.`,
    requestCode: (email) => api.requestEmailOtp({ body: { email, deviceInformation } }),
    verifyCode: (email, code) => api.verifyEmailOtp({ body: { email, code, deviceInformation } }),
    codeHint: t`You can also open the link in the e-mail.`,
  };
  return (
    <>
      <List title={t`E-mail addresses`}>
        {user.emails.map((email) => (
          <Cell
            key={email.address}
            subtitle={email.primary ? t`Primary` : undefined}
            after={
              email.primary ? undefined : (
                <Button
                  mode="bezeled"
                  size="m"
                  disabled={makePrimary.isPending}
                  onClick={() => makePrimary.mutate(email.address)}
                >
                  {t`Make primary`}
                </Button>
              )
            }
          >
            <Ltr>{email.address}</Ltr>
          </Cell>
        ))}
        <Cell onClick={() => setIsAdding(true)}>{t`Add an e-mail address`}</Cell>
      </List>
      <ContactCodeDrawer open={isAdding} flow={flow} onClose={() => setIsAdding(false)} onAdded={setUser} />
    </>
  );
}
