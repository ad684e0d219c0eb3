import { Trans, useLingui } from '@lingui/react/macro';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, useNavigate } from '@wallet/ui';

/** Where the routes of spec 000 §2 that are not built yet land; the host's main button leads back home. */
export function UnderConstructionPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useMainButton({
    text: t`Back to the wallet`,
    onClick: () => navigate(buildPath('dashboard'), { replace: true }),
  });
  return (
    <Page title={t`Coming soon`}>
      <div className="shell-message">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="shell-message__icon">
          <path d="M4 20h16M6 20V10l6-5 6 5v10M10 20v-5h4v5" />
        </svg>
        <p>
          <Trans>This part of the wallet is not ready yet. We are working on it.</Trans>
        </p>
      </div>
    </Page>
  );
}
