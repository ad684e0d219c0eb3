import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { authControls } from './controls';
import { loginHandlers } from './login-handlers';
import { twoFactorHandlers } from './two-factor-handlers';

/** Logging in (codes, Telegram init data), sessions, and two-factor methods. */
export const authDomain = {
  name: 'auth',
  handlers: joinHandlers([loginHandlers, twoFactorHandlers]),
  controls: authControls,
} satisfies Domain;
