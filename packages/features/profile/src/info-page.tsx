import { useLingui } from '@lingui/react/macro';
import { CopyText, DetailList, Ltr, Stack } from '@wallet/kit';
import { LoadFailure, Page, useErrorText, useWhoami } from '@wallet/ui';
import { EmailList, PhoneList } from './contacts';
import { useDateTime } from './date-time';
import { Loading } from './load-states';
import { isAnonymous, LEVEL_LABELS, phoneForDisplay, primaryPhone } from './user-labels';

/** /profile/profile-info: the user information of spec 000 §3, with the phones and e-mails. */
export function InfoPage() {
  const { t, i18n } = useLingui();
  const whoami = useWhoami();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const user = whoami.data;
  const phone = user ? primaryPhone(user) : null;
  return (
    <Page title={t`User information`}>
      {!user ? (
        whoami.isError ? (
          <LoadFailure
            message={t`Your information could not be loaded.`}
            detail={errorText(whoami.error)}
            onRetry={() => void whoami.refetch()}
          />
        ) : (
          <Loading rows={6} />
        )
      ) : (
        <Stack gap={4}>
          <DetailList
            rows={[
              { label: t`Name`, value: isAnonymous(user) ? t`Anonymous user` : user.displayName },
              user.officialFirstName ? { label: t`First name`, value: user.officialFirstName } : null,
              user.officialLastName ? { label: t`Last name`, value: user.officialLastName } : null,
              user.username ? { label: t`Username`, value: user.username, isLtr: true } : null,
              phone ? { label: t`Mobile number`, value: phoneForDisplay(phone), isLtr: true } : null,
              { label: t`Level`, value: i18n._(LEVEL_LABELS[user.level]) },
              { label: t`User ID`, value: <CopyText text={user.id} isLtr /> },
              { label: t`Region`, value: <Ltr>{user.region}</Ltr> },
              { label: t`Language`, value: <Ltr>{user.language}</Ltr> },
              { label: t`Currency`, value: <Ltr>{user.currency}</Ltr> },
              { label: t`Signed up`, value: dateTime(user.signupDate) },
            ]}
          />
          <PhoneList user={user} />
          <EmailList user={user} />
        </Stack>
      )}
    </Page>
  );
}
