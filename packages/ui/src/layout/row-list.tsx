import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Cell, ChevronIcon, List } from '@wallet/kit';
import './row-list.css';

/**
 * Rows on one card as a list (named by `label`), under an optional heading. The kit's List draws the card;
 * the list inside keeps list semantics, which screen readers count and the journeys find rows by.
 */
export function RowList({
  label,
  title,
  children,
}: {
  label?: string;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <List title={title}>
      <ul className="ui-rows" aria-label={label}>
        {children}
      </ul>
    </List>
  );
}

interface RowContent {
  title: ReactNode;
  before?: ReactNode;
  subtitle?: ReactNode;
  description?: ReactNode;
  after?: ReactNode;
}

/** A row that goes to another page: a link around a kit Cell, with the forward chevron. */
export function LinkRow({ href, after, ...content }: RowContent & { href: string }) {
  return (
    <li>
      <Link href={href} className="ui-rows__link">
        <RowCell
          {...content}
          after={
            <>
              {after}
              <ChevronIcon className="ui-rows__chevron" />
            </>
          }
        />
      </Link>
    </li>
  );
}

/** A row that only shows something. */
export function PlainRow(content: RowContent) {
  return (
    <li>
      <RowCell {...content} />
    </li>
  );
}

/** A row that cannot be chosen now; `after` says why. */
export function DisabledRow(content: RowContent) {
  return (
    <li>
      <div className="ui-rows__disabled" aria-disabled="true">
        <RowCell {...content} />
      </div>
    </li>
  );
}

/** Long names and hints wrap rather than being cut: a network's fee line matters in full. */
function RowCell({ title, ...content }: RowContent) {
  return (
    <Cell {...content} isMultiline>
      {title}
    </Cell>
  );
}

/** A short tag at the end of a row: "Memo", "Deposits paused". */
export function RowBadge({ children }: { children: ReactNode }) {
  return <span className="ui-rows__badge">{children}</span>;
}
