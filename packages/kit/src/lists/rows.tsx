import type { AnchorHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
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
  return (
    <ul
      ref={listRef}
      className={height === undefined ? 'kit-rows' : 'kit-rows kit-rows--windowed'}
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
  const classes = [
    'kit-row',
    isDimmed ? 'kit-row--dimmed' : '',
    offset === undefined ? '' : 'kit-row--placed',
  ];
  const style: CSSProperties | undefined =
    offset === undefined
      ? height
        ? { height }
        : undefined
      : { height, transform: `translateY(${offset}px)` };
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      style={style}
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
        {subtitle === undefined ? null : <span className="kit-row__subtitle">{subtitle}</span>}
      </span>
      {end === undefined && endNote === undefined ? null : (
        <span className="kit-row__end">
          {end}
          {endNote === undefined ? null : <span className="kit-row__subtitle">{endNote}</span>}
        </span>
      )}
    </>
  );
}

/** A round mark at a row's start, e.g. a transaction's direction arrow; decorative. */
export function RowIcon({ children, tone }: { children: ReactNode; tone?: Tone }) {
  return (
    <span className={tone ? `kit-row__icon kit-tone--${tone}` : 'kit-row__icon'} aria-hidden="true">
      {children}
    </span>
  );
}
