import { Cell as TelegramCell } from '@telegram-apps/telegram-ui';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ChevronIcon } from '../shared/more-icons';
import './list.css';

export interface CellProps {
  /** The title line. */
  children: ReactNode;
  /** At the start: an icon or a coin. */
  before?: ReactNode;
  /** At the end: a value, a badge, a chevron. */
  after?: ReactNode;
  subtitle?: ReactNode;
  description?: ReactNode;
  /** Lets long text wrap instead of being cut with an ellipsis. */
  isMultiline?: boolean;
  /** Makes the cell a button; without it the cell is plain content with no press effect. */
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
}

/** One row of a List: telegram-ui's Cell, as a real button only when it does something. */
export function Cell({
  children,
  before,
  after,
  subtitle,
  description,
  isMultiline = false,
  onClick,
  disabled,
  className,
}: CellProps) {
  const content = { before, after, subtitle, description, multiline: isMultiline };
  if (onClick) {
    return (
      <TelegramCell
        {...content}
        Component="button"
        type="button"
        onClick={onClick}
        disabled={disabled}
        className={['kit-cell', 'kit-cell--button', className].filter(Boolean).join(' ')}
      >
        {children}
      </TelegramCell>
    );
  }
  return (
    // readOnly turns off telegram-ui's ripple and pointer cursor.
    <TelegramCell {...content} readOnly className={['kit-cell', className].filter(Boolean).join(' ')}>
      {children}
    </TelegramCell>
  );
}

/**
 * A cell that goes to another page: a real link (opens in a new tab, is announced as a link) with the forward
 * chevron. The kit knows no routes: the app's router link wraps it (`<Link href={…} asChild>`).
 */
export function LinkCell({
  children,
  before,
  subtitle,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  children: ReactNode;
  before?: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <TelegramCell
      {...rest}
      Component="a"
      before={before}
      subtitle={subtitle}
      after={<ChevronIcon className="kit-cell__chevron" />}
      className="kit-cell kit-cell--link"
    >
      {children}
    </TelegramCell>
  );
}
