import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, PinPad } from '@wallet/kit';
import { useSession } from '@wallet/ui';
import { FingerprintIcon, useBiometry } from '../pin/biometry';
import { usePinCheck } from '../pin/use-pin-check';

/** The keypad of the PIN lock, with biometric unlock where the device has it and a way out. */
export function LockScreen({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const { check, error } = usePinCheck(() => onUnlock());
  const biometry = useBiometry();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function unlockWithBiometry() {
    if (await biometry.confirm(t`Unlock your wallet`)) onUnlock();
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
          biometry.hasBiometry
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
