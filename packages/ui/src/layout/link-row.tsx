import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkCell } from '@wallet/kit';

/** A row that goes to another page: the kit's LinkCell under the router's link. */
export function LinkRow({
  href,
  children,
  before,
  subtitle,
}: {
  href: string;
  children: ReactNode;
  before?: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <Link href={href} asChild>
      <LinkCell before={before} subtitle={subtitle}>
        {children}
      </LinkCell>
    </Link>
  );
}
