import { lazy, Suspense } from 'react';

// The notifier draws nothing until an alert fires: its code (the alert texts and formats) comes after start-up
// instead of in it.
const PriceAlertNotifier = lazy(() =>
  import('./price-alert-notifier').then((module) => ({ default: module.PriceAlertNotifier })),
);

/** The shell's price-alert notifier, loaded on demand. */
export function LazyPriceAlertNotifier() {
  return (
    <Suspense fallback={null}>
      <PriceAlertNotifier />
    </Suspense>
  );
}
