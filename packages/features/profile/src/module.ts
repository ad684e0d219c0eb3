import { defineFeature, lazyScreen } from '@wallet/ui';
import { PROFILE_STORAGE_KEYS } from './storage-keys';

const screens = () => import('./screens');

/** The profile tab and its pages: the user's information, contacts, settings, sessions and support. */
export const profileFeature = defineFeature({
  name: 'profile',
  screens: {
    profile: lazyScreen(screens, (m) => m.ProfilePage),
    profileInfo: lazyScreen(screens, (m) => m.InfoPage),
    profileAddresses: lazyScreen(screens, (m) => m.AddressesPage),
    profileGiftCode: lazyScreen(screens, (m) => m.GiftCodePage),
    profileSecurity: lazyScreen(screens, (m) => m.SecurityPage),
    profileSettings: lazyScreen(screens, (m) => m.SettingsPage),
    profileHelp: lazyScreen(screens, (m) => m.HelpPage),
    profileFeedback: lazyScreen(screens, (m) => m.FeedbackPage),
    profileLoginHistory: lazyScreen(screens, (m) => m.LoginHistoryPage),
    profileSessions: lazyScreen(screens, (m) => m.SessionsPage),
    profileActionLink: lazyScreen(screens, (m) => m.ActionLinkPage),
  },
  storageKeys: Object.values(PROFILE_STORAGE_KEYS),
});
