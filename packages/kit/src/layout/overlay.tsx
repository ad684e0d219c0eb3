import { useId, type ReactNode } from 'react';
import './overlay.css';

/**
 * A layer over the whole app: `page` for a full-screen panel (a list manager), `lock` for a centred screen
 * nothing reaches past (the PIN lock), `alert` for a box over a dimmed page.
 */
export function Overlay({
  look,
  title,
  action,
  labelledBy,
  label,
  children,
}: {
  look: 'page' | 'lock' | 'alert';
  /** A heading at the top that names the layer, with an optional action at its end ("Close"). */
  title?: ReactNode;
  action?: ReactNode;
  /** Or the id of an element inside that names it, or a label. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const head = title ? (
    <div className="kit-overlay__head">
      <h2 id={titleId} className="kit-overlay__title">
        {title}
      </h2>
      {action}
    </div>
  ) : null;
  return (
    <div
      className={`kit-overlay kit-overlay--${look}`}
      role={look === 'alert' ? 'alertdialog' : 'dialog'}
      aria-modal="true"
      aria-labelledby={title ? titleId : labelledBy}
      aria-label={label}
    >
      {look === 'alert' ? (
        <div className="kit-overlay__box">
          {head}
          {children}
        </div>
      ) : (
        <>
          {head}
          {children}
        </>
      )}
    </div>
  );
}
