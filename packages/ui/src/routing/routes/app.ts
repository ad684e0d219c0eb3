import { route } from '../define';

/** The shell's own routes: the start, the messenger's entry links and the page of what is not built yet (spec 000 §2). */
export const APP_ROUTES = {
  root: route('/'),
  telegramRouter: route('/telegram-router'),
  twaRouter: route('/twa-router'),
  underConstruction: route('/under-construction', {}, { skipsStartup: true }),
  redirect: route('/redirect', {}, { skipsStartup: true }),
};
