import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { afterPinCheck, pinAttemptsLeft, verifyPin, type PinRecord } from '@wallet/core';
import { useLocalDigits } from '@wallet/kit';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { serverClock, useSession } from '@wallet/ui';
import { PIN_MESSAGES, type PinMessageKey } from './pin-messages';
import { readPinRecord, writePinRecord } from './pin-store';

type Refusal = { key: 'pinCode:wrongPin'; attemptsLeft: number } | { key: 'pinCode:error' };

/**
 * Spec 000 §4 PIN check: the entry is compared with the stored hash. A right PIN stamps the time and calls
 * `onRight`; a wrong one says pinCode:wrongPin (the pad clears itself), and the 5th wrong one in a row ends
 * the session; anything else says pinCode:error.
 */
export function usePinCheck(onRight: (record: PinRecord) => void) {
  const { t } = useLingui();
  const localDigits = useLocalDigits();
  const platform = usePlatform();
  const storage = useTypedStorage();
  const session = useSession();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function check(pin: string) {
    let outcome;
    try {
      const stored = await readPinRecord(storage, platform);
      if (!stored) throw new Error('No PIN is stored');
      const isRight = await verifyPin(pin, stored);
      const next = afterPinCheck(stored, isRight, serverClock.now());
      await writePinRecord(storage, platform, next.record);
      outcome = { ...next, attemptsLeft: pinAttemptsLeft(next.record) };
    } catch {
      setRefusal({ key: 'pinCode:error' });
      return;
    }
    if (outcome.outcome === 'UNLOCKED') {
      platform.haptics.notification('success');
      setRefusal(null);
      onRight(outcome.record);
      return;
    }
    platform.haptics.notification('error');
    if (outcome.outcome === 'ATTEMPTS_EXHAUSTED') {
      await session.logOut({ isPinLockout: true });
      return;
    }
    setRefusal({ key: 'pinCode:wrongPin', attemptsLeft: outcome.attemptsLeft });
  }

  const message = (key: PinMessageKey) => t(PIN_MESSAGES[key]);
  const attempts = refusal?.key === 'pinCode:wrongPin' ? localDigits(String(refusal.attemptsLeft)) : '';
  const error =
    refusal === null
      ? undefined
      : refusal.key === 'pinCode:wrongPin'
        ? `${message(refusal.key)} ${t`Tries left before you are logged out: ${attempts}`}`
        : message(refusal.key);
  return { check, error };
}
