export { composeFeatures, type ComposedFeatures } from './compose';
export { DashboardSectionsProvider, useDashboardSections } from './dashboard-sections';
export {
  defineFeature,
  firstQuery,
  lazyScreen,
  type FeatureModule,
  type FirstQuery,
  type Screen,
  type ScreenProps,
} from './feature-module';
