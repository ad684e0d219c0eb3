import { lazyScreen, type FeatureModule } from '@wallet/ui';

const screens = () => import('./screens');

/** Level 1's routes and their lazy screens, with the KYC hub. */
export const LEVEL_1_SCREENS: FeatureModule['screens'] = {
  kyc: lazyScreen(screens, (m) => m.KycHubPage),
  kycLevel1: lazyScreen(screens, (m) => m.Level1Page),
  kycLevel1RegisterForm: lazyScreen(screens, (m) => m.RegisterFormPage),
  kycLevel1Checking: lazyScreen(screens, (m) => m.CheckingPage),
  kycLevel1Ok: lazyScreen(screens, (m) => m.OkPage),
  kycLevel1Late: lazyScreen(screens, (m) => m.LatePage),
  kycLevel1Error: lazyScreen(screens, (m) => m.ErrorPage),
};
