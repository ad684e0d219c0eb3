import type { Domain } from '../../context';
import { expressBuyHandlers } from './handlers';

/** Express buy: Toman for a coin at a locked price, paid from the balance or through its invoice. */
export const expressBuyDomain = {
  name: 'express/buy',
  handlers: expressBuyHandlers,
} satisfies Domain;
