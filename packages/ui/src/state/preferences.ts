import { persistedAtom } from './atoms';
import { STORAGE_KEYS } from './storage-keys';

/** The theme forced on this device (light or dark), or null to follow Telegram or the system. */
export const FORCED_THEME = persistedAtom(STORAGE_KEYS.forcedTheme);
