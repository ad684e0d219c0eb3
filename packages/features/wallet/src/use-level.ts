import { useEffect } from 'react';
import { useStorageValue } from '@wallet/platform';
import { useWhoami } from '@wallet/ui';
import { isAuthorizedLevel } from './kyc-banner';
import { WALLET_STORAGE_KEYS } from './storage-keys';

/**
 * Whether the KYC banner, drawn from whoami's level only, may still appear: whoami has not answered yet and the
 * level the last run stored (or none) is not an authorized one. Each fresh level is stored for the next start.
 */
export function useIsKycBannerPossible(): boolean {
  const whoami = useWhoami();
  const [stored, store, { loading }] = useStorageValue(WALLET_STORAGE_KEYS.lastLevel);
  const fresh = whoami.data?.level ?? null;
  useEffect(() => {
    if (fresh && !loading && fresh !== stored) void store(fresh).catch(() => undefined);
  }, [fresh, loading, stored, store]);
  const known = loading ? null : stored;
  return whoami.isPending && (known === null || !isAuthorizedLevel(known));
}
