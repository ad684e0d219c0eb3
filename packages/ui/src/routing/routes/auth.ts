import { z } from 'zod/mini';
import { route } from '../define';

/** Login (auth). */
export const AUTH_ROUTES = {
  /** nextUrl: the page to return to after login. */
  login: route('/login', { nextUrl: z.optional(z.string()) }, { skipsStartup: true }),
};
