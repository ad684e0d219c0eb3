import { z } from 'zod/mini';
import { route } from '../define';

/** The shell's own routes: the start, the messenger's entry links and the page of what is not built yet (spec 000 §2). */
export const APP_ROUTES = {
  root: route('/'),
  telegramRouter: route('/telegram-router'),
  twaRouter: route('/twa-router'),
  underConstruction: route('/under-construction', {}, { skipsStartup: true }),
  /**
   * The web app's start links: to is a start code (packages/core start-param.ts), as a mini-app's start
   * parameter; a malformed or unknown one leads to the dashboard. Telegram's limit bounds it.
   */
  redirect: route(
    '/redirect',
    { to: z.optional(z.string().check(z.maxLength(512))) },
    { skipsStartup: true },
  ),
};
