import { Section } from '@telegram-apps/telegram-ui';
import { useId, type ReactNode } from 'react';
import './list.css';

export interface ListProps {
  /** A heading over the group; it names the group for screen readers. */
  title?: ReactNode;
  /** A note under the group. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A group of cells on one card, with dividers between them (telegram-ui's Section). */
export function List({ title, footer, children, className }: ListProps) {
  const titleId = useId();
  // Section would wrap a text header in an <h1>; a group heading is an <h2> under the page's title.
  const header = title ? (
    <h2 id={titleId} className="kit-list__title">
      {title}
    </h2>
  ) : undefined;
  return (
    <Section
      className={className ? `kit-list ${className}` : 'kit-list'}
      header={header}
      footer={footer}
      aria-labelledby={title ? titleId : undefined}
    >
      {children}
    </Section>
  );
}
