import type { AnchorHTMLAttributes, ReactNode } from 'react';
import './link-button.css';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  /** Takes the whole width of its row. */
  isStretched?: boolean;
  /** `s` for a pair of small links under a chart or a card. */
  size?: 's' | 'm';
  children: ReactNode;
}

/**
 * A link that looks like the kit's bezeled button: it goes to another page, so it stays a link (opens in a new
 * tab, is announced as a link). The kit knows no routes: the app's router link wraps it and hands it `href` and
 * the click (`<Link href={…} asChild><LinkButton>…</LinkButton></Link>`).
 */
export function LinkButton({ isStretched = false, size = 'm', children, ...rest }: LinkButtonProps) {
  const classes = [
    'kit-link-button',
    `kit-link-button--${size}`,
    isStretched ? 'kit-link-button--stretched' : '',
  ];
  return (
    <a {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
    </a>
  );
}
