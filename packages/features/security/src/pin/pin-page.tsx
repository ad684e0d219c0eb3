import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PinRecord } from '@wallet/core';
import { Cell, EmptyState, List, MessageBox, PinPad, Skeleton, Stack } from '@wallet/kit';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { Page, useFeatureFlag, useGlobalConfig, useNotify } from '@wallet/ui';
import { PinSetup } from './pin-setup';
import { readPinRecord, writePinRecord } from './pin-store';
import { usePinCheck } from './use-pin-check';

type Step = 'STATUS' | 'SETUP' | 'CHECK_TO_CHANGE' | 'CHECK_TO_REMOVE';

/** /profile/pin: set a PIN, or change or remove it after the old one is checked. */
export function PinPage() {
  const { t } = useLingui();
  const platform = usePlatform();
  const storage = useTypedStorage();
  const notify = useNotify();
  const config = useGlobalConfig();
  const isOn = useFeatureFlag('PIN_CODE');
  const [record, setRecord] = useState<PinRecord | null | undefined>(undefined);
  const [step, setStep] = useState<Step>('STATUS');
  const [isReadFailed, setIsReadFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    readPinRecord(storage, platform).then(
      (stored) => isCurrent && setRecord(stored),
      () => isCurrent && setIsReadFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [storage, platform]);

  async function remove() {
    try {
      await writePinRecord(storage, platform, null);
      setRecord(null);
      setStep('STATUS');
      notify.success(t`The PIN was removed.`);
    } catch (error) {
      notify.error(error);
    }
  }

  const onStored = (stored: PinRecord) => {
    const wasSet = Boolean(record);
    setRecord(stored);
    setStep('STATUS');
    notify.success(wasSet ? t`The PIN was changed.` : t`The PIN was set.`);
  };

  let body;
  if (isReadFailed) {
    body = (
      <MessageBox tone="error">{t`The PIN could not be read on this device. Try again later.`}</MessageBox>
    );
  } else if (record === undefined || (config.isPending && !config.data)) {
    body = <Skeleton height={120} />;
  } else if (!isOn) {
    body = <EmptyState title={t`The PIN lock is not available`} description={t`Please check back later.`} />;
  } else if (step === 'SETUP') {
    body = <PinSetup onStored={onStored} />;
  } else if (step === 'CHECK_TO_CHANGE' || step === 'CHECK_TO_REMOVE') {
    body = <OldPinCheck onRight={() => (step === 'CHECK_TO_CHANGE' ? setStep('SETUP') : void remove())} />;
  } else if (!record) {
    body = (
      <List footer={t`The wallet asks for the PIN each time it opens after a minute away.`}>
        <Cell onClick={() => setStep('SETUP')} description={t`4 digits, asked when the wallet opens`}>
          {t`Set a PIN`}
        </Cell>
      </List>
    );
  } else {
    body = (
      <List title={t`The PIN is on`}>
        <Cell onClick={() => setStep('CHECK_TO_CHANGE')}>{t`Change PIN`}</Cell>
        <Cell onClick={() => setStep('CHECK_TO_REMOVE')}>{t`Remove PIN`}</Cell>
      </List>
    );
  }
  return (
    // Back from a keypad returns to the PIN's status, not to the previous page.
    <Page title={t`PIN`} back={step === 'STATUS' ? true : () => setStep('STATUS')}>
      <Stack gap={4} padBlock={4}>
        {body}
      </Stack>
    </Page>
  );
}

/** The current PIN, asked before it is changed or removed. */
function OldPinCheck({ onRight }: { onRight: () => void }) {
  const { t } = useLingui();
  const { check, error } = usePinCheck(onRight);
  return <PinPad label={t`Enter your current PIN`} onComplete={check} error={error} />;
}
