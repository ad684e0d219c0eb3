export { composeFeatures, type ComposedFeatures } from './compose';
export { DashboardSectionsProvider, useDashboardSections } from './dashboard-sections';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  defineFeature,
  firstQuery,
  isLazyScreen,
  lazyScreen,
  retryFailedScreens,
  ScreenLoadError,
  type FeatureModule,
  type FirstQuery,
  type Screen,
  type ScreenProps,
} from './feature-module';
export { BuiltRoutesProvider, useIsBuiltRoute } from './built-routes';
