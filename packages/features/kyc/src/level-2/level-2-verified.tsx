import { useLingui } from '@lingui/react/macro';
import { MessageBox } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { safeNextUrl, useNavigate } from '@wallet/ui';

/**
 * Level 2 is verified: what that opens, and the way on: back to the page that sent the user here (nextUrl),
 * or to the wallet when they came on their own.
 */
export function Level2Verified({ nextUrl }: { nextUrl: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  useMainButton({
    text: nextUrl ? t`Continue where you were` : t`Back to the wallet`,
    onClick: () => navigate(safeNextUrl(nextUrl), { replace: true }),
  });
  return (
    <MessageBox tone="info" title={t`Level 2 verified`}>
      <p>{t`Your identity is verified at the advanced level.`}</p>
      <p>{t`Your daily limits for Toman and crypto are now those of level 2.`}</p>
    </MessageBox>
  );
}
