import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isPinLockDue, type PinRecord } from '@wallet/core';
import { useHostControlsHeld, usePlatform, useTypedStorage } from '@wallet/platform';
import { serverClock, useFeatureFlag } from '@wallet/ui';
import { readPinRecord } from '../pin/pin-store';
import './pin-lock.css';

const LockScreen = lazy(() => import('./lock-screen').then((module) => ({ default: module.LockScreen })));

/**
 * Spec 000 §4 PIN lock, mounted by the shell: with PIN_CODE on and a PIN set, it covers the app at start
 * when the PIN was never checked or was last checked 60 s or more ago on the server's clock. Until this
 * run's first answer tells the server's time it decides by what it knows, then once more by the server.
 * The keypad loads only when a lock is due.
 */
export function PinLock() {
  const { t } = useLingui();
  const platform = usePlatform();
  const storage = useTypedStorage();
  const isOn = useFeatureFlag('PIN_CODE');
  const [record, setRecord] = useState<PinRecord | null | undefined>(undefined);
  const [isLocked, setIsLocked] = useState(false);
  const isDecided = useRef(false);
  // The page under the lock keeps its state, but not its main, secondary or back button.
  useHostControlsHeld(isLocked);

  useEffect(() => {
    let isCurrent = true;
    readPinRecord(storage, platform).then(
      (stored) => isCurrent && setRecord(stored),
      () => isCurrent && setRecord(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [storage, platform]);

  useEffect(() => {
    if (!isOn || !record || isLocked || isDecided.current) return;
    const decide = () => {
      if (isDecided.current) return;
      if (isPinLockDue({ isFeatureOn: true, record, nowMs: serverClock.now() })) setIsLocked(true);
      if (serverClock.isKnown()) isDecided.current = true;
    };
    decide();
    if (isDecided.current) return;
    return serverClock.subscribe(decide);
  }, [isOn, record, isLocked]);

  if (!isLocked) return null;
  return (
    <div className="security-lock" role="dialog" aria-modal="true" aria-label={t`Wallet locked`}>
      <Suspense fallback={null}>
        <LockScreen
          onUnlock={() => {
            isDecided.current = true;
            setIsLocked(false);
          }}
        />
      </Suspense>
    </div>
  );
}
