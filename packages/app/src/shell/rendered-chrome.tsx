import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { RenderedButton, RenderedChrome } from '@wallet/platform';

function useButtonState(button: RenderedButton) {
  return useSyncExternalStore(button.subscribe, button.current);
}

function HostButton({ button, variant }: { button: RenderedButton; variant: 'primary' | 'secondary' }) {
  const state = useButtonState(button);
  if (!state) return null;
  return (
    <button
      type="button"
      className={`shell-bar__button shell-bar__button--${variant}`}
      disabled={state.disabled || state.loading}
      aria-busy={state.loading || undefined}
      style={{ backgroundColor: state.color, color: state.textColor }}
      onClick={() => button.click()}
    >
      {state.loading && <span className="shell-spinner" aria-hidden="true" />}
      {state.text}
    </button>
  );
}

/** The browser's stand-in for Telegram's bottom bar: a sticky primary (and secondary) button. */
export function RenderedButtonBar({ chrome }: { chrome: RenderedChrome }) {
  const main = useButtonState(chrome.mainButton);
  const secondary = useButtonState(chrome.secondaryButton);
  if (!main && !secondary) return null;
  return (
    <div className="shell-bar">
      <HostButton button={chrome.secondaryButton} variant="secondary" />
      <HostButton button={chrome.mainButton} variant="primary" />
    </div>
  );
}

/** The browser's stand-in for Telegram's header: a Back button while a page has one. */
export function RenderedHeader({ chrome }: { chrome: RenderedChrome }) {
  const { t } = useLingui();
  const isBackVisible = useSyncExternalStore(chrome.backButton.subscribe, chrome.backButton.isVisible);
  if (!isBackVisible) return null;
  return (
    <header className="shell-header">
      <button type="button" className="shell-header__back" onClick={() => chrome.backButton.click()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="shell-header__icon">
          <path d="M15 5l-7 7 7 7" />
        </svg>
        {t`Back`}
      </button>
    </header>
  );
}
