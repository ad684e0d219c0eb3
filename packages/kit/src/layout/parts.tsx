import { useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../shared/button';
import type { Tone } from '../lists/rows';
import './parts.css';

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

/** Text in a meaning's colour: a credit, a failure, a rise in price. */
export function ToneText({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`kit-tone--${tone}`}>{children}</span>;
}

/** An address, a hash or a code: monospaced and broken anywhere, since it is one token, not words. */
export function Code({ children, isSelectable = false }: { children: ReactNode; isSelectable?: boolean }) {
  return (
    <code dir="ltr" className={isSelectable ? 'kit-code kit-code--select' : 'kit-code'}>
      {children}
    </code>
  );
}

/** Links to a page's main actions as icon tiles in a row. */
export function ActionGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="kit-actions" aria-label={label}>
      {children}
    </nav>
  );
}

/** One tile of an ActionGrid: an icon over its name. Wrapped by the app's router link, as LinkButton. */
export function ActionTile({
  icon,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { icon: ReactNode; children: ReactNode }) {
  return (
    <a {...rest} className="kit-action">
      <span className="kit-action__icon" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </a>
  );
}

/** A card that leads somewhere with a strong line over an explanation: "Verify your identity". */
export function CalloutLink({
  title,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'title'> & {
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <a {...rest} className="kit-callout">
      <strong>{title}</strong>
      <span className="kit-callout__text">{children}</span>
    </a>
  );
}

export interface ToggleOption<T> {
  value: T;
  label: string;
}

/** A row of buttons of which one is on (aria-pressed): a filter, a chart's kind. */
export function ToggleGroup<T>({
  label,
  options,
  value,
  onChange,
  isScrolling = false,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Scrolls sideways instead of wrapping, for a long list of groups. */
  isScrolling?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={isScrolling ? 'kit-toggles kit-toggles--scrolling' : 'kit-toggles'}
    >
      {options.map((option) => (
        <Button
          key={option.label}
          mode={option.value === value ? 'filled' : 'bezeled'}
          size="m"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

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
    <div className="kit-section__head">
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
