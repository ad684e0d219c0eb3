export { TelegramPremiumPage } from './premium-page';
export { TelegramStarsPage } from './stars-page';
