import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkButton as KitLinkButton } from '@wallet/kit';

/** The kit's link button, going to one of the app's pages. */
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
    <Link href={href} asChild>
      <KitLinkButton isStretched={isStretched}>{children}</KitLinkButton>
    </Link>
  );
}
