import type { Domain } from '../context';
import { giveawayBannerPages } from './banner';
import { settleDueGiveaways } from './draw';
import { giveawayHandlers } from './handlers';

/** Giveaways (spec 000 §3; 001 §7; SHOP-09): the calls, the banner's public address, the draw at the end time. */
export const giveawaysDomain = {
  name: 'giveaways',
  handlers: giveawayHandlers,
  watchers: [{ what: 'giveaway draw', pass: settleDueGiveaways }],
  pages: giveawayBannerPages,
} satisfies Domain;
