import type { HandlersOf } from '../context';
import {
  disableMethod,
  sendActionCode,
  setUpEmail,
  setUpGoogleAuth,
  setUpSms,
  twoFactorStatus,
  verifyGoogleAuth,
  verifySetup,
} from './two-factor';

export const twoFactorHandlers: HandlersOf<
  | 'twoFactorStatus'
  | 'disableTwoFactor'
  | 'setUpSmsTwoFactor'
  | 'setUpEmailTwoFactor'
  | 'setUpGoogleAuth'
  | 'verifyGoogleAuth'
  | 'sendTwoFactorCode'
  | 'verifyTwoFactor'
> = {
  async twoFactorStatus({ sb, db, auth }) {
    return twoFactorStatus(sb, db, auth.user.id);
  },
  async disableTwoFactor({ sb, db, auth, input }) {
    return disableMethod(sb, db, auth.user, input.params.type);
  },
  async setUpSmsTwoFactor({ sb, db, auth, input }) {
    return setUpSms(sb, db, auth.user, input.body.phone);
  },
  async setUpEmailTwoFactor({ sb, db, auth, input }) {
    return setUpEmail(sb, db, auth.user, input.body.address);
  },
  async setUpGoogleAuth({ sb, db, auth }) {
    return setUpGoogleAuth(sb, db, auth.user);
  },
  async verifyGoogleAuth({ sb, db, auth, input }) {
    return verifyGoogleAuth(sb, db, auth.user, input.body.code);
  },
  async sendTwoFactorCode({ sb, db, auth, input }) {
    return sendActionCode(sb, db, auth.user, input.params.type, input.body.authenticationId);
  },
  async verifyTwoFactor({ sb, db, auth, input }) {
    return verifySetup(sb, db, auth.user, input.body);
  },
};
