import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { useBackButton } from '@wallet/platform';
import { Notice } from '../layout/notice';
import { buildPath } from '../routing';
import { useUpgradePrompt } from './notify';
import './upgrade-prompt.css';

/**
 * What INSUFFICIENT_USER_LEVEL offers (spec 001 §8): the level is not enough, and the way to verify (KYC
 * level 1). The global prompt shows it, and so does a page whose content is closed to the level.
 */
export function UpgradeNotice({ message, onVerify }: { message?: string; onVerify?: () => void }) {
  const { t } = useLingui();
  return (
    <Notice>
      <p>{message ?? t`Your verification level does not allow this yet. Verify your identity to go on.`}</p>
      <Link href={buildPath('kycLevel1')} className="upgrade-notice__verify" onClick={onVerify}>
        {t`Verify identity`}
      </Link>
    </Notice>
  );
}

/** The one upgrade prompt of the app; the shell mounts it once, and any failed call can open it. */
export function UpgradePrompt() {
  const { isOpen, close } = useUpgradePrompt();
  return isOpen ? <UpgradeDialog onClose={close} /> : null;
}

function UpgradeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useBackButton(onClose);
  useEffect(() => dialogRef.current?.focus(), []);
  return (
    <div className="upgrade-prompt__backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className="upgrade-prompt"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId}>{t`Verify your identity`}</h2>
        <UpgradeNotice onVerify={onClose} />
        <button type="button" className="upgrade-prompt__close" onClick={onClose}>
          {t`Not now`}
        </button>
      </div>
    </div>
  );
}
