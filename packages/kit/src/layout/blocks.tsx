import type { ReactNode } from 'react';
import './blocks.css';

/** A page's content, one block under another. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className="kit-stack">{children}</div>;
}

/** A group of content on one card; a label names it as a region, as screen readers and the journeys find it. */
export function Card({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <section className="kit-card" aria-label={label}>
      {children}
    </section>
  );
}

/** A quieter line of explanation: a balance, a network, what happens next. */
export function Hint({ children }: { children: ReactNode }) {
  return <p className="kit-hint">{children}</p>;
}
