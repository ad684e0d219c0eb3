import type { ReactNode } from 'react';
import './notice.css';

/** A boxed message that something holds the user back (a block, a refusal, a level), with its actions inside. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="alert">
      {children}
    </div>
  );
}
