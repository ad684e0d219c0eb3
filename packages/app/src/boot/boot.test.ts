import { describe, expect, it } from 'vitest';
import type { Banner, GlobalConfig, UserAssets } from '@wallet/api';
import {
  createMemoryPlatform,
  createMemoryStore,
  createPlatformStorage,
  encodeRecord,
} from '@wallet/platform';
import { readBootState } from './boot';

const CONFIG: GlobalConfig = { coins: [], featuresList: ['PIN_CODE'] };
const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '12.5' }, userCurrencyValue: { number: '750000' } },
  tokens: [],
};
const BANNERS: Banner[] = [
  { name: 'YALDA', src: '/banners/yalda.svg', link: '/campaigns/yalda', linkTarget: 'INTERNAL' },
];
const USER = { token: 'token-1', isSignup: false };

/** A browser's storage as the last run left it (web: state version 7, auth version 6). */
function lastRun(records: Record<string, string>) {
  const platform = createMemoryPlatform({ storage: createMemoryStore(records) });
  return readBootState(createPlatformStorage(platform), platform);
}

describe('reading the last state at start, without the network', () => {
  it('gives a returning user their stored config, assets, banners and session', async () => {
    const boot = await lastRun({
      user: encodeRecord(USER, 6),
      globalConfigCache: encodeRecord(CONFIG, 7),
      assetsCache: encodeRecord(ASSETS, 7),
      bannersCache: encodeRecord(BANNERS, 7),
    });
    expect(boot.user).toEqual(USER);
    expect(boot.lastState).toEqual({ globalConfig: CONFIG, assets: ASSETS, banners: BANNERS });
  });

  it('gives no assets without a stored user: they belonged to a session that is gone', async () => {
    const boot = await lastRun({
      globalConfigCache: encodeRecord(CONFIG, 7),
      assetsCache: encodeRecord(ASSETS, 7),
    });
    expect(boot.lastState).toEqual({ globalConfig: CONFIG, assets: null, banners: null });
  });

  it('starts from nothing when the stored records are of an older version', async () => {
    const boot = await lastRun({
      user: encodeRecord(USER, 5),
      globalConfigCache: encodeRecord(CONFIG, 6),
      assetsCache: encodeRecord(ASSETS, 6),
      bannersCache: encodeRecord(BANNERS, 6),
    });
    expect(boot.user).toBeNull();
    expect(boot.lastState).toEqual({ globalConfig: null, assets: null, banners: null });
  });
});
