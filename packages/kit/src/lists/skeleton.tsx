import './skeleton.css';

export interface SkeletonProps {
  /** CSS length; a number is pixels. Defaults to the whole width. */
  width?: number | string;
  /** Defaults to one line of text. */
  height?: number | string;
  /** Round, for an avatar or coin. */
  isCircle?: boolean;
}

/**
 * A shimmering block where content is still loading. Hidden from screen readers: the region that loads says
 * so with aria-busy. Its own markup rather than telegram-ui's, as the dashboard draws it at start-up.
 */
export function Skeleton({ width = '100%', height = '1.2em', isCircle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={isCircle ? 'kit-skeleton kit-skeleton--circle' : 'kit-skeleton'}
      style={{ width, height }}
    />
  );
}
