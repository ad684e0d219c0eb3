import type { ReactNode } from 'react';
import './shared.css';

/** Text that reads left to right whatever surrounds it: an amount, an address, a code, a card number. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `kit-ltr ${className}` : 'kit-ltr'}>
      {children}
    </bdi>
  );
}
