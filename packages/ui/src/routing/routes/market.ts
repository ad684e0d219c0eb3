import { route } from '../define';

/** The market tab and a coin's own pages (market). */
export const MARKET_ROUTES = {
  market: route('/market'),
  coin: route('/coin/:token'),
  coinAlerts: route('/coin/:token/alerts'),
  coinNewAlert: route('/coin/:token/new-alert'),
};
