import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Cell, ChevronIcon } from '@wallet/kit';

/**
 * A row that goes to another page: a link around a kit Cell, with the forward chevron. A link rather than a
 * pressable Cell, so it opens in a new tab and is announced as a link.
 */
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
    <Link href={href} className="market-link-row">
      <Cell before={before} subtitle={subtitle} after={<ChevronIcon className="market-link-row__chevron" />}>
        {children}
      </Cell>
    </Link>
  );
}
