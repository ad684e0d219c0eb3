import type { ReactNode } from 'react';
import type { Tone } from '../lists/rows';
import './tone.css';

/** Text in a meaning's colour: a credit, a failure, a rise in price. */
export function ToneText({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`kit-tone--${tone}`}>{children}</span>;
}

/** An address, a hash or a code: monospaced and broken anywhere, since it is one token, not words. */
export function Code({ children, isSelectable = false }: { children: ReactNode; isSelectable?: boolean }) {
  return (
    <code dir="ltr" className={isSelectable ? 'kit-code kit-code--select' : 'kit-code'}>
      {children}
    </code>
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
