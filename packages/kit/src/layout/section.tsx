import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './section.css';

/** A titled part of a page, with an optional action at the end of its heading ("Manage watch list"). */
export function Section({
  title,
  action,
  children,
  isCard = false,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Draws the section on a card, as the dashboard's balance. */
  isCard?: boolean;
}) {
  const titleId = useId();
  return (
    <section className={isCard ? 'kit-section kit-section--card' : 'kit-section'} aria-labelledby={titleId}>
      <div className="kit-section__head">
        <h2 id={titleId} className="kit-section__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A button drawn as a link-coloured word, for an action beside a heading: "Manage watch list", "Close". */
export function TextButton({
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & { children: ReactNode }) {
  return (
    <button {...rest} type="button" className="kit-text-button">
      {children}
    </button>
  );
}

/** A round button holding only an icon; the label is what screen readers say. */
export function IconButton({
  label,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type' | 'aria-label'> & {
  label: string;
  children: ReactNode;
}) {
  return (
    <button {...rest} type="button" className="kit-icon-button" aria-label={label}>
      {children}
    </button>
  );
}

/** A small rounded button for a quiet option next to a figure: "Show in Toman". */
export function Chip({
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & { children: ReactNode }) {
  return (
    <button {...rest} type="button" className="kit-chip">
      {children}
    </button>
  );
}

/** A big figure: a total balance, a coin's price. It takes its direction from its own text. */
export function Figure({ children, size = 'xl' }: { children: ReactNode; size?: 'l' | 'xl' }) {
  return (
    <div className={`kit-figure kit-figure--${size}`} aria-live="polite">
      {children}
    </div>
  );
}
