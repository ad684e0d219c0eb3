/** The part of the market feature the shell mounts on every page; kept apart so it stays small. */
export { PriceAlertNotifier } from './alerts/price-alert-notifier';
