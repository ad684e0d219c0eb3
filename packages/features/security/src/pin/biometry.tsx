import { useEffect, useState } from 'react';
import type { PinRecord } from '@wallet/core';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { serverClock } from '@wallet/ui';
import { readPinRecord, writePinRecord } from './pin-store';

/**
 * Biometrics where the host offers them, in place of the PIN: whether they are there, and a prompt that, once
 * the user passes it, counts as a right PIN (the time is stamped, the wrong tries start over).
 */
export function useBiometry() {
  const platform = usePlatform();
  const storage = useTypedStorage();
  const [hasBiometry, setHasBiometry] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    platform.biometry
      ?.isAvailable()
      .then((isAvailable) => isCurrent && setHasBiometry(isAvailable))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [platform]);

  async function confirm(reason: string): Promise<boolean> {
    const isConfirmed = await platform.biometry?.authenticate(reason).catch(() => false);
    if (!isConfirmed) return false;
    const stored = await readPinRecord(storage, platform).catch(() => null);
    if (stored) {
      const record: PinRecord = { ...stored, lastChecked: serverClock.now(), wrongAttempts: 0 };
      await writePinRecord(storage, platform, record).catch(() => undefined);
    }
    return true;
  }

  return { hasBiometry, confirm };
}

export function FingerprintIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.6"
        strokeLinecap="round"
        d="M6.5 18.5c1-1.7 1.5-3.8 1.5-6.5a4 4 0 0 1 8 0c0 1.4-.1 2.8-.4 4.1M12 12c0 3.2-.7 5.9-2.2 8M15 19.3c.3-.7.6-1.5.8-2.3M4.6 15.5c.3-1.1.4-2.3.4-3.5a7 7 0 0 1 12.3-4.6M19 12v.5"
      />
    </svg>
  );
}
