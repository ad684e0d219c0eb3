import { defineFeature, lazyScreen } from '@wallet/ui';
import { ConfirmOutStep } from './confirm-out/confirm-out-step';
import { PinLock } from './lock/pin-lock';
import { SECURITY_STORAGE_KEYS } from './storage-keys';

const screens = () => import('./screens');

/** The PIN (setup, check, the lock at start and before money out) and the two-factor screens. */
export const securityFeature = defineFeature({
  name: 'security',
  screens: {
    profilePin: lazyScreen(screens, (m) => m.PinPage),
    profileTwoFactor: lazyScreen(screens, (m) => m.TwoFactorPage),
  },
  storageKeys: Object.values(SECURITY_STORAGE_KEYS),
  shell: [PinLock],
  confirmOut: ConfirmOutStep,
});
