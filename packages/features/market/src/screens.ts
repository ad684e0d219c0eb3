export { MarketPage } from './market-page';
export { CoinPage } from './coin/coin-page';
export { CoinAlertsPage } from './alerts/coin-alerts-page';
export { NewAlertPage } from './alerts/new-alert-page';
