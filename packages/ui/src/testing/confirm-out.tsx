import type { ConfirmOutProps } from '../money-call/confirm-out';

/**
 * A confirm step for page tests of money screens: a dialog with Confirm and Cancel, so a test sees that the
 * page asks before the money goes, and that it sends nothing unless confirmed.
 */
export function ConfirmOutTestStep({ onDone }: ConfirmOutProps) {
  return (
    <div role="dialog" aria-label="Confirm the money out">
      <button type="button" onClick={() => onDone(true)}>
        Confirm
      </button>
      <button type="button" onClick={() => onDone(false)}>
        Cancel
      </button>
    </div>
  );
}
