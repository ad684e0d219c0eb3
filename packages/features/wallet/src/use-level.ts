import { useEffect } from 'react';
import type { UserLevel } from '@wallet/api';
import { levelAbilities } from '@wallet/core';
import { useStorageValue } from '@wallet/platform';
import { useWhoami } from '@wallet/ui';
import { WALLET_STORAGE_KEYS } from './storage-keys';

/**
 * The user's level for the dashboard: whoami's, or until it answers the one the last run stored. Each fresh
 * level is stored for the next start. `isBannerPossible`: whoami has not answered yet and the stored level (or
 * none) leaves it possible that the KYC banner, drawn from whoami's level only, is still to come.
 */
export function useLevel(): { level: UserLevel | null; isBannerPossible: boolean } {
  const whoami = useWhoami();
  const [stored, store, { loading }] = useStorageValue(WALLET_STORAGE_KEYS.lastLevel);
  const fresh = whoami.data?.level ?? null;
  useEffect(() => {
    if (fresh && !loading && fresh !== stored) void store(fresh).catch(() => undefined);
  }, [fresh, loading, stored, store]);
  const level = fresh ?? (loading ? null : stored);
  const isBannerPossible = whoami.isPending && (level === null || !levelAbilities(level).isAuthorized);
  return { level, isBannerPossible };
}
