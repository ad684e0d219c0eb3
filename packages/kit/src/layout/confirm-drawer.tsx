import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../shared/button';
import { BottomDrawer } from './bottom-drawer';
import './confirm-drawer.css';

export interface ConfirmDrawerProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop all land here. */
  onCancel: () => void;
  /** The confirmed action is running: confirm shows a spinner and cannot be pressed again. */
  isBusy?: boolean;
  /** The action removes or spends something that cannot be undone. */
  isDestructive?: boolean;
}

/** Asks the user to confirm one action, in a bottom drawer. */
export function ConfirmDrawer({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  isDestructive = false,
}: ConfirmDrawerProps) {
  const { t } = useLingui();
  return (
    <BottomDrawer
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button
            mode={isDestructive ? 'destructive' : 'filled'}
            isStretched
            isBusy={isBusy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
          <Button mode="plain" isStretched onClick={onCancel}>
            {cancelLabel ?? t`Cancel`}
          </Button>
        </>
      }
    >
      <div className="kit-confirm__body">{body}</div>
    </BottomDrawer>
  );
}
