import type { AnchorHTMLAttributes, ReactNode } from 'react';
// The tiles' icons are drawn as the icon button's are.
import './section.css';
import './action-grid.css';

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
