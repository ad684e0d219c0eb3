import type { UserCurrency } from '@wallet/api';
import { useWhoami } from '../data/queries';
import { persistedAtom, usePersistedAtom } from './atoms';
import { STORAGE_KEYS } from './storage-keys';

/** The theme forced on this device (light or dark), or null to follow Telegram or the system. */
export const FORCED_THEME = persistedAtom(STORAGE_KEYS.forcedTheme);

/** The currency last toggled to on the pages that show amounts, or null for the one chosen in settings. */
export const CURRENCY_VIEW = persistedAtom(STORAGE_KEYS.currencyView);

/**
 * The currency amounts are shown in: the one last toggled to, else the one chosen in settings (whoami), else
 * `fallback` (the user's currency from another answer) while whoami has not answered, else US dollars.
 * The setter keeps the toggle for the next open.
 */
export function useShownCurrency(fallback?: UserCurrency): [UserCurrency, (currency: UserCurrency) => void] {
  const [toggled, setToggled] = usePersistedAtom(CURRENCY_VIEW);
  const chosen = useWhoami().data?.currency;
  const shown = toggled ?? chosen ?? fallback ?? 'USD';
  return [shown, (currency) => void setToggled(currency).catch(() => undefined)];
}
