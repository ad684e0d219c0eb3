export { composeFeatures, type ComposedFeatures } from './compose';
export { DashboardSectionsProvider, useDashboardSections } from './dashboard-sections';
export {
  defineFeature,
  lazyScreen,
  type FeatureModule,
  type Screen,
  type ScreenProps,
} from './feature-module';
