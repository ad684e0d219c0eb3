import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../shared/icons';
import { ModalDialog } from './modal-dialog';
import './bottom-drawer.css';

export interface BottomDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions pinned under the scrolling content. */
  footer?: ReactNode;
  className?: string;
  /** The title's id, when a part inside the drawer is named by the title too. */
  titleId?: string;
}

/** A sheet that rises from the bottom over the page; a dialog named by its title. */
export function BottomDrawer({
  open,
  onClose,
  title,
  children,
  footer,
  className,
  titleId: givenTitleId,
}: BottomDrawerProps) {
  const { t } = useLingui();
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={className ? `kit-drawer ${className}` : 'kit-drawer'}
    >
      <div className="kit-drawer__handle" aria-hidden="true" />
      <header className="kit-dialog__header">
        <h2 id={titleId} className="kit-dialog__title">
          {title}
        </h2>
        <button type="button" className="kit-dialog__icon-button" aria-label={t`Close`} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className="kit-dialog__body">{children}</div>
      {footer ? <div className="kit-dialog__footer">{footer}</div> : null}
    </ModalDialog>
  );
}
