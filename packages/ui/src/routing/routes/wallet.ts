import { z } from 'zod/mini';
import { route } from '../define';

/** The dashboard (wallet). */
export const WALLET_ROUTES = {
  dashboard: route('/dashboard', {
    referralCode: z.optional(z.string().check(z.maxLength(64))),
    utm: z.optional(z.string().check(z.maxLength(128))),
    defaultLang: z.optional(z.string().check(z.maxLength(8))),
  }),
};
