export { DashboardPage } from './dashboard-page';
export { useAssets, ASSETS_REFRESH_MS } from './use-assets';
export { IDLE_AFTER_MS } from './use-idle';
