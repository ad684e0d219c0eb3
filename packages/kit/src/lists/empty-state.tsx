import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A picture above the text; decorative. */
  illustration?: ReactNode;
  /** What the user can do next, e.g. a Button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it (telegram-ui's Placeholder). */
export function EmptyState({ title, description, illustration, action }: EmptyStateProps) {
  return (
    <Placeholder className="kit-empty" header={title} description={description} action={action}>
      {illustration ? (
        <div className="kit-empty__illustration" aria-hidden="true">
          {illustration}
        </div>
      ) : undefined}
    </Placeholder>
  );
}
