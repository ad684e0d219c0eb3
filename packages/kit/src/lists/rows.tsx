import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import './rows.css';

export interface RowListProps {
  children: ReactNode;
  /** Names the list for screen readers: "Coins", "Transactions". */
  label?: string;
  /** The id of a heading that names the list, instead of `label`. */
  labelledBy?: string;
  /**
   * For a windowed list: the whole list's height in px. Its rows are then placed by `offset` and only those on
   * screen need be in the DOM.
   */
  height?: number;
  isBusy?: boolean;
  /** How many rows the whole list has, when only some are drawn. */
  rowCount?: number;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * Rows on one card with a line between them: coins, transactions, alerts. Lighter than List and Cell (two
 * elements a row and no ripple), so thousands of rows scroll smoothly.
 */
export function RowList({ children, label, labelledBy, height, isBusy, rowCount, listRef }: RowListProps) {
  // A windowed list is as tall as all its rows; its rows are placed within it (`.kit-row--placed`).
  return (
    <ul
      ref={listRef}
      className="kit-rows"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={isBusy}
      aria-rowcount={rowCount}
      style={height === undefined ? undefined : { height }}
    >
      {children}
    </ul>
  );
}

export interface RowProps {
  /** The row's content: RowText, or a RowLink around it. */
  children: ReactNode;
  /** After the content, outside its link: a star, a delete button. */
  after?: ReactNode;
  /** Greyed out: an unlisted coin, an alert that has fired. */
  isDimmed?: boolean;
  /** In a windowed list: the distance from the list's top, in px, and the row's fixed height. */
  offset?: number;
  height?: number;
  /** 1-based place in the whole list and its size (-1 while unknown), for assistive technology. */
  position?: number;
  setSize?: number;
}

/** One row of a RowList. */
export function Row({ children, after, isDimmed, offset, height, position, setSize }: RowProps) {
  const isPlaced = offset !== undefined;
  return (
    <li
      className={`kit-row${isDimmed ? ' kit-row--dimmed' : ''}${isPlaced ? ' kit-row--placed' : ''}`}
      style={isPlaced ? { height, transform: `translateY(${offset}px)` } : undefined}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      {children}
      {after}
    </li>
  );
}

/**
 * A row's content as a link to another page. The kit knows no routes: the app's router link wraps it
 * (`<Link href={…} asChild><RowLink>…</RowLink></Link>`).
 */
export function RowLink({
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { children: ReactNode }) {
  return (
    <a {...rest} className="kit-row__link">
      {children}
    </a>
  );
}

/** A meaning's colour; `text` is the ordinary one. */
export type Tone = 'text' | 'positive' | 'success' | 'destructive' | 'hint' | 'link';

export interface RowTextProps {
  /** At the start: a coin, a RowIcon. */
  before?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** At the end, one line under another: a price and its change, an amount and its status. */
  end?: ReactNode;
  endNote?: ReactNode;
}

/** What a row shows: the start, a title over a quieter line, and the end. */
export function RowText({ before, title, subtitle, end, endNote }: RowTextProps) {
  return (
    <>
      {before}
      <span className="kit-row__main">
        <span className="kit-row__title">{title}</span>
        {subtitle !== undefined && <span className="kit-row__subtitle">{subtitle}</span>}
      </span>
      {end !== undefined && (
        <span className="kit-row__end">
          {end}
          {endNote !== undefined && <span className="kit-row__subtitle">{endNote}</span>}
        </span>
      )}
    </>
  );
}
