import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PinRecord } from '@wallet/core';
import { BottomDrawer, Button, MessageBox, PinPad, Stack } from '@wallet/kit';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { useFeatureFlag, useGlobalConfig, useTwoFactorStatus } from '@wallet/ui';
import type { ConfirmOutProps } from '@wallet/ui/money-call';
import { FingerprintIcon, useBiometry } from '../pin/biometry';
import { PinSetup } from '../pin/pin-setup';
import { readPinRecord } from '../pin/pin-store';
import { usePinCheck } from '../pin/use-pin-check';
import { SECURITY_STORAGE_KEYS } from '../storage-keys';

type Decision = 'WAIT' | 'SEND' | 'ASK_PIN' | 'OFFER_PIN';

/**
 * Asked before money leaves a balance. With a PIN set, the PIN (or biometrics): a wrong one sends nothing, and
 * the lock's rules hold (the 5th wrong one in a row ends the session). With neither a PIN nor two-factor, once:
 * the offer to set a PIN, which the user may skip after a plain warning; the skip is remembered. With the PIN
 * feature off, nothing is asked.
 */
export function MoneyOutConfirm({ onDone }: ConfirmOutProps) {
  const platform = usePlatform();
  const storage = useTypedStorage();
  const config = useGlobalConfig();
  const isPinOn = useFeatureFlag('PIN_CODE');
  const [stored, setStored] = useState<{ record: PinRecord | null; isSkipped: boolean } | undefined>();
  const needsTwoFactor = isPinOn && stored !== undefined && !stored.record && !stored.isSkipped;
  const twoFactor = useTwoFactorStatus();
  const [isSettingUp, setIsSettingUp] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    // A PIN that cannot be read is not there, as at the lock.
    Promise.all([
      readPinRecord(storage, platform).catch(() => null),
      storage.get(SECURITY_STORAGE_KEYS.pinOfferSkipped).catch(() => false),
    ]).then(([record, isSkipped]) => isCurrent && setStored({ record, isSkipped }));
    return () => {
      isCurrent = false;
    };
  }, [storage, platform]);

  let decision: Decision = 'WAIT';
  if (!config.data || stored === undefined) decision = 'WAIT';
  else if (!isPinOn) decision = 'SEND';
  else if (stored.record) decision = 'ASK_PIN';
  else if (stored.isSkipped) decision = 'SEND';
  else if (needsTwoFactor && twoFactor.isPending) decision = 'WAIT';
  // Two-factor guards the send already; a status that could not be read does not hide the offer.
  else decision = (twoFactor.data?.methods.length ?? 0) > 0 ? 'SEND' : 'OFFER_PIN';

  useEffect(() => {
    if (decision === 'SEND') onDone(true);
  }, [decision, onDone]);

  if (decision === 'ASK_PIN') return <PinAsk onDone={onDone} />;
  if (decision !== 'OFFER_PIN') return null;
  if (isSettingUp) return <PinSetupDrawer onDone={onDone} />;
  return (
    <PinOffer
      onSetUp={() => setIsSettingUp(true)}
      onSkip={async () => {
        await storage.set(SECURITY_STORAGE_KEYS.pinOfferSkipped, true).catch(() => undefined);
        onDone(true);
      }}
      onCancel={() => onDone(false)}
    />
  );
}

/** The PIN, asked in a drawer over the page; closing it sends nothing. */
function PinAsk({ onDone }: ConfirmOutProps) {
  const { t } = useLingui();
  const { check, error } = usePinCheck(() => onDone(true));
  const biometry = useBiometry();
  return (
    <BottomDrawer open onClose={() => onDone(false)} title={t`Confirm with your PIN`}>
      <PinPad
        label={t`Enter your PIN to send`}
        onComplete={check}
        error={error}
        extraKey={
          biometry.hasBiometry
            ? {
                label: t`Confirm with biometrics`,
                icon: <FingerprintIcon />,
                onPress: () =>
                  void biometry.confirm(t`Confirm sending money`).then((isConfirmed) => {
                    if (isConfirmed) onDone(true);
                  }),
              }
            : undefined
        }
      />
    </BottomDrawer>
  );
}

function PinOffer({
  onSetUp,
  onSkip,
  onCancel,
}: {
  onSetUp: () => void;
  onSkip: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [isSkipping, setIsSkipping] = useState(false);
  return (
    <BottomDrawer
      open
      onClose={onCancel}
      title={t`Protect your money with a PIN`}
      footer={
        <>
          <Button isStretched onClick={onSetUp}>{t`Set a PIN`}</Button>
          <Button
            mode="plain"
            isStretched
            isBusy={isSkipping}
            onClick={() => {
              setIsSkipping(true);
              void onSkip();
            }}
          >
            {t`Send without a PIN`}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <p>{t`With a PIN, the wallet asks for it each time money leaves your balance.`}</p>
        <MessageBox tone="warning">
          {t`Without a PIN or two-factor, anyone holding your phone can send your money.`}
        </MessageBox>
      </Stack>
    </BottomDrawer>
  );
}

/** A new PIN, chosen before the first send; once stored, the money goes. */
function PinSetupDrawer({ onDone }: ConfirmOutProps) {
  const { t } = useLingui();
  return (
    <BottomDrawer open onClose={() => onDone(false)} title={t`Set a PIN`}>
      <PinSetup onStored={() => onDone(true)} />
    </BottomDrawer>
  );
}
