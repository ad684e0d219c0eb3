import { route } from '../define';

/** The profile tab's pages (profile). */
export const PROFILE_ROUTES = {
  profile: route('/profile'),
  profileInfo: route('/profile/profile-info'),
  profileGiftCode: route('/profile/gift-code'),
  profileSecurity: route('/profile/security'),
  profileSettings: route('/profile/settings'),
  profileHelp: route('/profile/help-and-support'),
  profileFeedback: route('/profile/feedback'),
  profileLoginHistory: route('/profile/login-history'),
  profileSessions: route('/profile/sessions'),
  /** The delivery addresses (the /v1/user/address calls); spec 000 §2 names no page for them. */
  profileAddresses: route('/profile/addresses'),
  /** The one-time link an e-mail verification message carries; opening it redeems the token. */
  profileActionLink: route('/profile/action-link/:token'),
};
