import { lazyScreen, type FeatureModule } from '@wallet/ui';

const screens = () => import('./screens');

/** Level 2's routes and their lazy screens. */
export const LEVEL_2_SCREENS: FeatureModule['screens'] = {
  kycLevel2: lazyScreen(screens, (m) => m.Level2Page),
  kycLevel2Documents: lazyScreen(screens, (m) => m.DocumentsPage),
  kycLevel2Selfie: lazyScreen(screens, (m) => m.SelfiePage),
  kycLevel2Upload: lazyScreen(screens, (m) => m.UploadPage),
};
