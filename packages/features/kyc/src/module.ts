import { defineFeature } from '@wallet/ui';
import { LEVEL_1_SCREENS } from './level-1/module-screens';
import { LEVEL_2_SCREENS } from './level-2/module-screens';
import { IDENTITY_STORAGE_KEYS } from './storage-keys';

/** Identity verification (KYC): level 1 (phone and personal information) and level 2 (documents and selfie). */
export const kycFeature = defineFeature({
  name: 'kyc',
  screens: { ...LEVEL_1_SCREENS, ...LEVEL_2_SCREENS },
  storageKeys: Object.values(IDENTITY_STORAGE_KEYS),
});
