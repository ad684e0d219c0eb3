import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Cell, ChevronIcon, ConfirmDrawer, List, Skeleton, Stack } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  Page,
  useErrorText,
  useNavigate,
  useNotify,
  useSession,
  useWhoami,
} from '@wallet/ui';
import { isAnonymous, LEVEL_LABELS } from './user-labels';

/** The profile menu, in the order of spec 000 §2. */
const MENU = [
  ['profileInfo', buildPath('profileInfo')],
  ['profileAddresses', buildPath('profileAddresses')],
  ['profileGiftCode', buildPath('profileGiftCode')],
  ['profileFinancial', buildPath('profileFinancial')],
  ['profileSecurity', buildPath('profileSecurity')],
  ['profileSettings', buildPath('profileSettings')],
  ['profileHelp', buildPath('profileHelp')],
  ['profileFeedback', buildPath('profileFeedback')],
] as const;

/** /profile: the user's name and level, a menu of the profile pages, and Log out at the end. */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  const whoami = useWhoami();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  // Logging out is asked first: a stray tap would otherwise end the session and its login.
  const [isAskingToLogOut, setAskingToLogOut] = useState(false);
  const titles: Record<(typeof MENU)[number][0], string> = {
    profileInfo: t`User information`,
    profileAddresses: t`Delivery addresses`,
    profileGiftCode: t`Gift code`,
    profileFinancial: t`Bank cards and IBANs`,
    profileSecurity: t`Security`,
    profileSettings: t`Settings`,
    profileHelp: t`Help and support`,
    profileFeedback: t`Feedback`,
  };
  const user = whoami.data;

  const logOut = async () => {
    setIsLoggingOut(true);
    try {
      await session.logOut();
    } catch (error) {
      notify.error(error);
    } finally {
      setIsLoggingOut(false);
    }
  };

  return (
    <Page title={t`Profile`} back={false}>
      <Stack gap={4}>
        {whoami.isError && !user ? (
          <LoadFailure
            message={t`Your profile could not be loaded.`}
            detail={errorText(whoami.error)}
            onRetry={() => void whoami.refetch()}
          />
        ) : (
          <List>
            <Cell
              subtitle={user ? i18n._(LEVEL_LABELS[user.level]) : <Skeleton width={80} height={12} />}
              after={<ChevronIcon />}
              onClick={() => navigate(buildPath('kyc'))}
            >
              {user ? (
                isAnonymous(user) ? (
                  t`Anonymous user`
                ) : (
                  user.displayName
                )
              ) : (
                <span role="status" aria-label={t`Loading`}>
                  <Skeleton width={140} />
                </span>
              )}
            </Cell>
          </List>
        )}
        <List>
          {MENU.map(([name, path]) => (
            <Cell key={name} after={<ChevronIcon />} onClick={() => navigate(path)}>
              {titles[name]}
            </Cell>
          ))}
        </List>
        <Button mode="destructive" isStretched isBusy={isLoggingOut} onClick={() => setAskingToLogOut(true)}>
          {t`Log out`}
        </Button>
        <ConfirmDrawer
          open={isAskingToLogOut}
          title={t`Log out?`}
          body={t`You will need to log in again to use your wallet on this device.`}
          confirmLabel={t`Log out`}
          isDestructive
          isBusy={isLoggingOut}
          onConfirm={() => void logOut().finally(() => setAskingToLogOut(false))}
          onCancel={() => setAskingToLogOut(false)}
        />
      </Stack>
    </Page>
  );
}
