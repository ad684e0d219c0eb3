import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PinRecord } from '@wallet/core';
import { Button, PinPad } from '@wallet/kit';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { serverClock, useSession } from '@wallet/ui';
import { readPinRecord, writePinRecord } from '../pin/pin-store';
import { usePinCheck } from '../pin/use-pin-check';

/** The keypad of the PIN lock, with biometric unlock where the device has it and a way out. */
export function LockScreen({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const storage = useTypedStorage();
  const session = useSession();
  const { check, error } = usePinCheck(() => onUnlock());
  const [hasBiometry, setHasBiometry] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);

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

  async function unlockWithBiometry() {
    const isConfirmed = await platform.biometry?.authenticate(t`Unlock your wallet`).catch(() => false);
    if (!isConfirmed) return;
    const stored = await readPinRecord(storage, platform);
    if (stored) {
      const record: PinRecord = { ...stored, lastChecked: serverClock.now(), wrongAttempts: 0 };
      await writePinRecord(storage, platform, record).catch(() => undefined);
    }
    onUnlock();
  }

  async function logOut() {
    setIsLoggingOut(true);
    // Whoever forgot the PIN logs in again by code, not by the messenger that needs none.
    await session.logOut({ isPinLockout: true });
  }

  return (
    <>
      <PinPad
        label={t`Enter your PIN`}
        onComplete={check}
        error={error}
        disabled={isLoggingOut}
        extraKey={
          hasBiometry
            ? {
                label: t`Unlock with biometrics`,
                icon: <FingerprintIcon />,
                onPress: () => void unlockWithBiometry(),
              }
            : undefined
        }
      />
      <Button mode="plain" size="m" disabled={isLoggingOut} onClick={() => void logOut()}>
        {t`Forgot your PIN? Log out`}
      </Button>
    </>
  );
}

function FingerprintIcon() {
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
