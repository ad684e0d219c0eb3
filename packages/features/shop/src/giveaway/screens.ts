export { GiveawaysScreen } from './giveaways-page';
export { GiveawayNewPage } from './giveaway-new-page';
