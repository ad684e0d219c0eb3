import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { alertHandlers } from './alert-handlers';
import { checkPriceAlerts } from './alerts';
import { chartHandlers } from './chart-handlers';
import { marketControls } from './controls';
import { portfolioHandlers } from './portfolio-handlers';

/** Simulated prices and charts, price alerts, and the user's profit and loss. */
export const marketDomain = {
  name: 'market',
  handlers: joinHandlers([chartHandlers, alertHandlers, portfolioHandlers]),
  watchers: [{ what: 'price alert check', pass: checkPriceAlerts }],
  controls: marketControls,
} satisfies Domain;
