import { useEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

export interface ModalDialogProps {
  open: boolean;
  /** Asked to close: Escape, the system back gesture, or a press on the backdrop. */
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  className: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser puts it above everything, traps focus in it, makes the page behind
 * inert and gives focus back on close, with no script of ours. It is controlled: only `open` shows or hides it.
 */
export function ModalDialog({ open, onClose, labelledBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const isPressOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown, so the part that should start focused is marked.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`kit-dialog ${className}`}
      aria-labelledby={labelledBy}
      // Escape is handled here so the browser does not close the dialog behind React's back; cancelling the
      // keydown also stops the browser's own cancel, so onClose runs once.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the dialog itself; a drag that starts inside and ends outside does not.
      onPointerDown={(event) => {
        isPressOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (isPressOnBackdrop.current && event.target === event.currentTarget) onClose();
        isPressOnBackdrop.current = false;
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
