import { defineFeature, lazyScreen } from '@wallet/ui';
import { PinLock } from './lock/pin-lock';
import { SECURITY_STORAGE_KEYS } from './storage-keys';

const screens = () => import('./screens');

/** The PIN (setup, check and the lock at start) and the two-factor screens. */
export const securityFeature = defineFeature({
  name: 'security',
  screens: {
    profilePin: lazyScreen(screens, (m) => m.PinPage),
    profileTwoFactor: lazyScreen(screens, (m) => m.TwoFactorPage),
  },
  storageKeys: Object.values(SECURITY_STORAGE_KEYS),
  shell: [PinLock],
});
