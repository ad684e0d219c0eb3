import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { BottomDrawer, Button, MessageBox } from '@wallet/kit';
import { useBackButton } from '@wallet/platform';
import { buildPath } from '../routing';
import { useUpgradePrompt } from './notify';
import './upgrade-prompt.css';

/**
 * What INSUFFICIENT_USER_LEVEL offers (spec 001 §8): the level is not enough, and the way to verify (KYC
 * level 1). The global prompt shows it, and so does a page whose content is closed to the level.
 */
export function UpgradeNotice({ message, onVerify }: { message?: string; onVerify?: () => void }) {
  const { t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  // Level 1 returns to the page that asked for it once it is verified.
  const nextUrl = search ? `${path}?${search}` : path;
  return (
    <MessageBox
      tone="error"
      actions={
        <Link
          href={buildPath('kycLevel1', undefined, { nextUrl })}
          className="upgrade-notice__verify"
          onClick={onVerify}
        >
          {t`Verify identity`}
        </Link>
      }
    >
      <p>{message ?? t`Your verification level does not allow this yet. Verify your identity to go on.`}</p>
    </MessageBox>
  );
}

/** The one upgrade prompt of the app; the shell mounts it once, and any failed call can open it. */
export function UpgradePrompt() {
  const { isOpen, close } = useUpgradePrompt();
  return isOpen ? <UpgradeDrawer onClose={close} /> : null;
}

function UpgradeDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  useBackButton(onClose);
  return (
    <BottomDrawer
      open
      onClose={onClose}
      title={t`Verify your identity`}
      footer={
        <Button mode="plain" onClick={onClose}>
          {t`Not now`}
        </Button>
      }
    >
      <UpgradeNotice onVerify={onClose} />
    </BottomDrawer>
  );
}
