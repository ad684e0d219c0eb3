import type { Banner, DeviceInformation, GlobalConfig, UserAssets } from '@wallet/api';
import { chooseLanguage, type SupportedLanguage } from '@wallet/i18n';
import type { Platform, TypedStorage } from '@wallet/platform';
import { BANNERS_CACHE, GLOBAL_CONFIG_CACHE, STORAGE_KEYS } from '@wallet/ui';
import { loadDeviceInformation } from '../session/device';
import type { SessionState } from '../session/session-controller';

export interface BootResult {
  language: SupportedLanguage;
  deviceInformation: DeviceInformation;
  user: SessionState | null;
  forcedTheme: 'LIGHT' | 'DARK' | null;
  androidMarket: 'MYKET' | 'BAZAR' | null;
  isMessengerLoginBlocked: boolean;
  /** What the last run stored of the server's state, shown at once while fresh copies load. */
  lastState: LastState;
}

export interface LastState {
  globalConfig: GlobalConfig | null;
  /** The stored user's last assets; null without a stored user. */
  assets: UserAssets | null;
  /** The last banner list (the dashboard's largest picture, drawn at once from the cached artwork). */
  banners: Banner[] | null;
}

function deviceTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Reads what the first screen needs from the host's storage, never the network: language (spec 000 §5),
 * user record, theme, and the last stored global config and assets.
 */
export async function readBootState(storage: TypedStorage, platform: Platform): Promise<BootResult> {
  const safe = <T>(read: Promise<T>, fallback: T) => read.catch(() => fallback);
  const [
    saved,
    user,
    forcedTheme,
    androidMarket,
    deviceInformation,
    globalConfig,
    assets,
    banners,
    isMessengerLoginBlocked,
  ] = await Promise.all([
    safe(storage.get(STORAGE_KEYS.language), null),
    safe(storage.get(STORAGE_KEYS.user), null),
    safe(storage.get(STORAGE_KEYS.forcedTheme), null),
    safe(storage.get(STORAGE_KEYS.androidMarket), null),
    loadDeviceInformation(storage, platform),
    safe(storage.get(GLOBAL_CONFIG_CACHE), null),
    safe(storage.get(STORAGE_KEYS.assetsCache), null),
    safe(storage.get(BANNERS_CACHE), null),
    // A store that cannot answer must not reopen the messenger's login after a PIN lockout.
    safe(storage.get(STORAGE_KEYS.messengerLoginBlocked), true),
  ]);
  return {
    language: chooseLanguage({ saved, timezone: deviceTimezone() }),
    deviceInformation,
    user,
    forcedTheme,
    androidMarket,
    isMessengerLoginBlocked,
    lastState: { globalConfig, assets: user ? assets : null, banners },
  };
}
