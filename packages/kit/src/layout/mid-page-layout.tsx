import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { BackIcon } from '../shared/icons';
import './mid-page-layout.css';

export interface MidPageLayoutProps {
  title: ReactNode;
  /** Shows a back button that calls this; the caller decides where back goes. */
  onBack?: () => void;
  /** Defaults to "Back". */
  backLabel?: string;
  /** At the end of the header, e.g. a help button. */
  headerAction?: ReactNode;
  children: ReactNode;
}

/** A page under the top level: a header with its title and an optional back button, then the content. */
export function MidPageLayout({ title, onBack, backLabel, headerAction, children }: MidPageLayoutProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <main className="kit-page" aria-labelledby={titleId}>
      <header className="kit-page__header">
        {onBack ? (
          <button type="button" className="kit-page__back" aria-label={backLabel ?? t`Back`} onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
        <h1 id={titleId} className="kit-page__title">
          {title}
        </h1>
        {headerAction}
      </header>
      <div className="kit-page__content">{children}</div>
    </main>
  );
}
