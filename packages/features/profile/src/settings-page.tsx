import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { USER_CURRENCIES, type UserCurrency } from '@wallet/api';
import { nativeNameOf, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@wallet/core';
import { MessageBox, SelectField, Stack } from '@wallet/kit';
import {
  CURRENCY_VIEW,
  FORCED_THEME,
  Page,
  useApi,
  useNotify,
  usePersistedAtom,
  useSession,
  useWhoami,
  type ScreenProps,
} from '@wallet/ui';
import { BotMessagesSection } from './bot-messages-section';
import { useSetUser } from './profile-queries';

type ThemeChoice = 'LIGHT' | 'DARK' | 'AUTO';

/**
 * /profile/settings: language and currency are the account's (PATCH /v1/user; the app's language switches at
 * once), the theme is this device's: forced light or dark, or following Telegram or the system. Under them, the
 * bot's messages: which kinds come, and the bot's leave to write.
 */
export function SettingsPage({ telegramBotUrl }: ScreenProps) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const session = useSession();
  const whoami = useWhoami();
  const setUser = useSetUser();
  const [forcedTheme, setForcedTheme, { loading: isThemeLoading }] = usePersistedAtom(FORCED_THEME);
  const [, , { clear: clearCurrencyView }] = usePersistedAtom(CURRENCY_VIEW);
  const update = useMutation({
    mutationFn: (change: { language: SupportedLanguage } | { currency: UserCurrency }) =>
      api.updateUser({ body: change }),
    onSuccess: async (user, change) => {
      setUser(user);
      if ('language' in change) await session.setLanguage(change.language);
      // A newly chosen currency is what the pages open in, over the last toggle.
      if ('currency' in change) await clearCurrencyView();
      notify.success();
    },
    onError: (error) => notify.error(error),
  });
  const currencyNames: Record<UserCurrency, string> = { IRT: t`Toman`, USD: t`US dollar` };
  const themeNames: Record<ThemeChoice, string> = {
    AUTO: session.isMiniApp ? t`As in Telegram` : t`As in the system`,
    LIGHT: t`Light`,
    DARK: t`Dark`,
  };
  const currency = whoami.data?.currency ?? 'IRT';

  return (
    <Page title={t`Settings`}>
      <Stack>
        <SelectField
          label={t`Language`}
          value={session.language}
          disabled={update.isPending}
          onChange={(value) => update.mutate({ language: value as SupportedLanguage })}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {nativeNameOf(language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Currency`}
          value={currency}
          disabled={update.isPending || !whoami.data}
          onChange={(value) => update.mutate({ currency: value as UserCurrency })}
        >
          {USER_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {currencyNames[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Theme`}
          value={forcedTheme ?? 'AUTO'}
          disabled={isThemeLoading}
          onChange={(value) => {
            // The app follows the stored choice, so the new theme shows at once.
            void setForcedTheme(value === 'AUTO' ? null : (value as 'LIGHT' | 'DARK')).catch(
              (error: unknown) => notify.error(error),
            );
          }}
        >
          {(['AUTO', 'LIGHT', 'DARK'] as const).map((choice) => (
            <option key={choice} value={choice}>
              {themeNames[choice]}
            </option>
          ))}
        </SelectField>
        {update.isPending ? <MessageBox tone="info">{t`Saving…`}</MessageBox> : null}
        <BotMessagesSection telegramBotUrl={telegramBotUrl} />
      </Stack>
    </Page>
  );
}
