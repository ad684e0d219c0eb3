import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './blocks.css';

/** A step of the kit's spacing scale (`--kit-space-*`). */
export type Space = 1 | 2 | 3 | 4 | 5 | 6;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children: ReactNode;
  /** Room between the blocks; 3 (12 px) unless told. */
  gap?: Space;
  /** Side by side instead of one under another; wraps to the next line when the row is full. */
  isRow?: boolean;
  /** A row that scrolls sideways instead of wrapping, so what follows starts at the same height. */
  isScrolling?: boolean;
  /** Centres the blocks across the stack (and their text). */
  isCentered?: boolean;
  /** Room above and below the stack, for a page's content under the app's header. */
  padBlock?: Space;
  /** A whole page's content, with the page's margins (for a page drawn without a layout around it). */
  isPage?: boolean;
  /** A line above the stack, parting it from what comes before on the same card. */
  hasDivider?: boolean;
  /** `main` for a page, `section` for a named region, `nav` for a group of links; a `div` unless told. */
  as?: 'div' | 'main' | 'section' | 'nav' | 'form';
  /** For a form: the app checks the fields itself and says what is wrong in its own words. */
  noValidate?: boolean;
}

function stackStyle(gap: Space, padBlock?: Space): CSSProperties {
  // Set on every stack, so a nested stack never inherits its parent's.
  return {
    '--kit-stack-gap': `var(--kit-space-${gap})`,
    '--kit-stack-pad': padBlock ? `var(--kit-space-${padBlock})` : '0',
  } as CSSProperties;
}

/** Blocks one under another (or side by side) with the kit's spacing: a page, a form, a row of buttons. */
export function Stack({
  children,
  gap = 3,
  isRow = false,
  isScrolling = false,
  isCentered = false,
  padBlock,
  hasDivider = false,
  isPage = false,
  as: Element = 'div',
  ...rest
}: StackProps) {
  const classes =
    'kit-stack' +
    (isRow || isScrolling ? ' kit-stack--row' : '') +
    (isScrolling ? ' kit-stack--scrolling' : '') +
    (isCentered ? ' kit-stack--centered' : '') +
    (hasDivider ? ' kit-stack--divided' : '') +
    (isPage ? ' kit-stack--page' : '');
  return (
    <Element {...rest} className={classes} style={stackStyle(gap, padBlock)}>
      {children}
    </Element>
  );
}

/** A group of content on one card; a label names it as a region, as screen readers and the journeys find it. */
export function Card({
  label,
  children,
  gap = 3,
  isCentered = false,
}: {
  label?: string;
  children: ReactNode;
  gap?: Space;
  /** Centres the card's content: a QR code and the address under it. */
  isCentered?: boolean;
}) {
  return (
    <section
      className={isCentered ? 'kit-card kit-stack--centered' : 'kit-card'}
      aria-label={label}
      style={stackStyle(gap)}
    >
      {children}
    </section>
  );
}

/** A quieter line of explanation: a balance, a network, what happens next. */
export function Hint({
  children,
  isCentered = false,
  id,
  as: Element = 'p',
}: {
  children: ReactNode;
  isCentered?: boolean;
  id?: string;
  /** `h2` when the quiet line names what follows ("Address" over an address). */
  as?: 'p' | 'h2';
}) {
  return (
    <Element id={id} className={isCentered ? 'kit-hint kit-hint--centered' : 'kit-hint'}>
      {children}
    </Element>
  );
}
