import type { DeviceInformation } from '@wallet/api';
import { chooseLanguage, type SupportedLanguage } from '@wallet/i18n';
import type { Platform, TypedStorage } from '@wallet/platform';
import { STORAGE_KEYS } from '@wallet/ui';
import { loadDeviceInformation } from '../session/device';
import type { SessionState } from '../session/session-controller';

export interface BootResult {
  language: SupportedLanguage;
  deviceInformation: DeviceInformation;
  user: SessionState | null;
  forcedTheme: 'LIGHT' | 'DARK' | null;
  androidMarket: 'MYKET' | 'BAZAR' | null;
}

function deviceTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Reads what the first screen needs from the host's storage: language (spec 000 §5), user record, theme. */
export async function readBootState(storage: TypedStorage, platform: Platform): Promise<BootResult> {
  const safe = <T>(read: Promise<T>, fallback: T) => read.catch(() => fallback);
  const [saved, user, forcedTheme, androidMarket, deviceInformation] = await Promise.all([
    safe(storage.get(STORAGE_KEYS.language), null),
    safe(storage.get(STORAGE_KEYS.user), null),
    safe(storage.get(STORAGE_KEYS.forcedTheme), null),
    safe(storage.get(STORAGE_KEYS.androidMarket), null),
    loadDeviceInformation(storage, platform),
  ]);
  return {
    language: chooseLanguage({ saved, timezone: deviceTimezone() }),
    deviceInformation,
    user,
    forcedTheme,
    androidMarket,
  };
}
