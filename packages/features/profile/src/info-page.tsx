import { useLingui } from '@lingui/react/macro';
import type { UserCurrency } from '@wallet/api';
import { nativeNameOf } from '@wallet/core';
import { CopyText, DetailList, Stack } from '@wallet/kit';
import { LoadFailure, Page, useErrorText, useWhoami } from '@wallet/ui';
import { EmailList, PhoneList } from './contacts';
import { useDateTime } from './date-time';
import { Loading } from './load-states';
import { isAnonymous, LEVEL_LABELS, phoneForDisplay, primaryPhone } from './user-labels';

/** The country's name in the app's language, from the platform's own table; the code when it has none. */
function countryName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** /profile/profile-info: the user information of spec 000 §3, with the phones and e-mails. */
export function InfoPage() {
  const { t, i18n } = useLingui();
  const whoami = useWhoami();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const user = whoami.data;
  const phone = user ? primaryPhone(user) : null;
  const currencyNames: Record<UserCurrency, string> = { IRT: t`Toman`, USD: t`US dollar` };
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
              { label: t`Country`, value: countryName(user.region, i18n.locale) },
              // The language by its own name, as the language setting lists it.
              { label: t`Language`, value: nativeNameOf(user.language) },
              { label: t`Currency`, value: currencyNames[user.currency] },
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
