import { useLingui } from '@lingui/react/macro';

/** Shown while start-up work runs; says so to screen readers. */
export function Splash({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="shell-splash" role="status" aria-label={label ?? t`Loading`}>
      <span className="shell-spinner shell-spinner--large" aria-hidden="true" />
    </div>
  );
}

/** Before the catalog is loaded there are no words to show; a spinner only. */
export function BootSplash() {
  return (
    <div className="shell-splash" aria-busy="true">
      <span className="shell-spinner shell-spinner--large" aria-hidden="true" />
    </div>
  );
}
