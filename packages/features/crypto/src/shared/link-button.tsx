import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './link-button.css';

/**
 * A link that looks like the kit's bezeled button: it goes to another page, so it stays a link (opens in a new
 * tab, is announced as a link) rather than a button that navigates.
 */
export function LinkButton({
  href,
  isStretched = false,
  children,
}: {
  href: string;
  isStretched?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={isStretched ? 'crypto-link-button crypto-link-button--stretched' : 'crypto-link-button'}
    >
      {children}
    </Link>
  );
}
