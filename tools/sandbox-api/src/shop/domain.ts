import type { Domain } from '../context';
import { shopControls } from './controls';
import { settleDueJettons } from './delivery';
import { shopHandlers } from './handlers';

/**
 * The shop (spec 000 §3, §5; 001 §7; SHOP-01..03, SHOP-12, SHOP-13): its products, Telegram Premium and Stars as
 * jettons, and the simulated Fragment that delivers them on the sandbox clock.
 */
export const shopDomain = {
  name: 'shop',
  handlers: shopHandlers,
  watchers: [{ what: 'Fragment orders', pass: settleDueJettons }],
  controls: shopControls,
} satisfies Domain;
