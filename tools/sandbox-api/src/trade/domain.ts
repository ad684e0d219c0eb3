import type { Domain } from '../context';
import { otcHandlers } from './otc-handlers';

/** Trades with the wallet's market maker: the OTC quotes and orders of the swap tab and express sell. */
export const tradeDomain = {
  name: 'trade',
  handlers: otcHandlers,
} satisfies Domain;
