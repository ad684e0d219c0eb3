import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hashPin, nextPinSetup, type PinRecord, type PinSetupState } from '@wallet/core';
import { PinPad } from '@wallet/kit';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { serverClock } from '@wallet/ui';
import { PIN_MESSAGES } from './pin-messages';
import { writePinRecord } from './pin-store';

/**
 * Spec 000 §4 PIN setup: 4 digits, then the same again. A mismatch says pinCode:pinsDontMatch and starts
 * over; a match stores the salted hash, counted as checked now so the app does not lock at once.
 */
export function PinSetup({ onStored }: { onStored: (record: PinRecord) => void }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const storage = useTypedStorage();
  const [state, setState] = useState<PinSetupState>({ step: 'ENTER' });
  const [error, setError] = useState<string | undefined>(undefined);

  async function enter(typed: string) {
    const next = nextPinSetup(state, typed);
    setState(next.state);
    if (next.outcome === 'MISMATCH') {
      platform.haptics.notification('error');
      setError(t(PIN_MESSAGES['pinCode:pinsDontMatch']));
      return;
    }
    setError(undefined);
    if (next.outcome !== 'MATCH' || !next.pin) return;
    try {
      const record = { ...(await hashPin(next.pin)), lastChecked: serverClock.now() };
      await writePinRecord(storage, platform, record);
      platform.haptics.notification('success');
      onStored(record);
    } catch {
      setError(t(PIN_MESSAGES['pinCode:error']));
    }
  }

  return (
    <PinPad
      key={state.step}
      label={state.step === 'ENTER' ? t`Choose a 4-digit PIN` : t`Enter the same PIN again`}
      onComplete={enter}
      error={error}
    />
  );
}
