import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../shared/icons';
import { ModalDialog } from './modal-dialog';
import './full-screen-modal.css';

export interface FullScreenModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shown at the end of the header, e.g. a search toggle. */
  headerAction?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A dialog that covers the whole screen (a searchable list, a long form), closed from its header. */
export function FullScreenModal({
  open,
  onClose,
  title,
  children,
  headerAction,
  footer,
  className,
}: FullScreenModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={className ? `kit-fullscreen ${className}` : 'kit-fullscreen'}
    >
      <header className="kit-dialog__header kit-fullscreen__header">
        <button type="button" className="kit-dialog__icon-button" aria-label={t`Close`} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="kit-dialog__title">
          {title}
        </h2>
        {headerAction}
      </header>
      <div className="kit-dialog__body">{children}</div>
      {footer ? <div className="kit-dialog__footer">{footer}</div> : null}
    </ModalDialog>
  );
}
