export { GiveawaysScreen } from './giveaways-page';
