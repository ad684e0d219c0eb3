import type { ReactNode } from 'react';
import './shared.css';

/** Words for screen readers that the picture already says to sighted users. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="kit-visually-hidden">{children}</span>;
}
