import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Hint, MessageBox, Stack } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { Page, safeNextUrl, useNavigate, useNotify, useRouteQuery, useSession } from '@wallet/ui';
import { CodeStep } from './code-step';
import { PhoneStep, type CodeSent } from './phone-step';

/**
 * /login: phone one-time code (spec 001 §7), or inside the mini-app the messenger's own login. After either,
 * the user returns to nextUrl when it is a page of this app. Google login is not in the contract.
 */
export function LoginPage({ telegramBotUrl }: { telegramBotUrl: string | null }) {
  const { t } = useLingui();
  const session = useSession();
  const platform = usePlatform();
  const notify = useNotify();
  const navigate = useNavigate();
  const nextUrl = safeNextUrl(useRouteQuery('login').nextUrl);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [isTelegramPending, setTelegramPending] = useState(false);

  const finish = async (result: { token: string; isSignup: boolean }) => {
    await session.logIn(result);
    navigate(nextUrl, { replace: true });
  };
  const logInWithTelegram = session.isMiniApp ? session.logInWithTelegram : undefined;
  const onTelegram = async () => {
    if (!logInWithTelegram || isTelegramPending) return;
    setTelegramPending(true);
    try {
      await logInWithTelegram();
      navigate(nextUrl, { replace: true });
    } catch (failure) {
      notify.error(failure);
    } finally {
      setTelegramPending(false);
    }
  };

  return (
    <Page title={t`Log in`} back={false}>
      <Stack gap={5} padBlock={2}>
        {session.isMiniApp && session.isMessengerLoginBlocked && (
          <MessageBox tone="warning">
            {t`Too many wrong PINs ended your session. For your safety, log in with your mobile number and the code we text you.`}
          </MessageBox>
        )}
        {logInWithTelegram && (
          <Stack>
            <Button isStretched isBusy={isTelegramPending} onClick={() => void onTelegram()}>
              {isTelegramPending ? t`Logging in…` : t`Log in with Telegram`}
            </Button>
            <Hint isCentered>{t`or with your mobile number`}</Hint>
          </Stack>
        )}
        {sent ? (
          <CodeStep sent={sent} onResent={setSent} onChangeNumber={() => setSent(null)} onLoggedIn={finish} />
        ) : (
          <PhoneStep initialNumber="" onSent={setSent} />
        )}
        {telegramBotUrl && !session.isMiniApp && (
          <Button mode="plain" onClick={() => platform.openTelegramLink(telegramBotUrl)}>
            {t`Open in Telegram`}
          </Button>
        )}
      </Stack>
    </Page>
  );
}
