import { route } from '../define';

/** The PIN and two-factor pages (security). */
export const SECURITY_ROUTES = {
  profilePin: route('/profile/pin'),
  profileTwoFactor: route('/profile/2FA'),
};
