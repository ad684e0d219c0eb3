import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CheckIcon } from '../shared/icons';
import { CopyIcon } from '../shared/more-icons';
import { VisuallyHidden } from '../shared/visually-hidden';
import './copy-text.css';

/** How long "Copied" stays before the copy icon returns. */
const COPIED_FEEDBACK_MS = 2000;

export interface CopyTextProps {
  /** What lands on the clipboard. */
  text: string;
  /** What is shown, when it differs from `text` (a shortened address). */
  display?: string;
  /** Copies `text`; the platform's clipboard in the app. Defaults to navigator.clipboard. */
  onCopy?: (text: string) => Promise<void> | void;
  /** Keeps the text left to right, as addresses, codes and numbers read (default true). */
  isLtr?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A piece of text with a copy button; says "Copied" (or that it could not) for a moment afterwards. */
export function CopyText({ text, display, onCopy, isLtr = true }: CopyTextProps) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (onCopy) await onCopy(text);
      else await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="kit-copy">
      <button type="button" className="kit-copy__button" onClick={() => void copy()}>
        <span className="kit-copy__text" dir={isLtr ? 'ltr' : undefined}>
          {display ?? text}
        </span>
        {state === 'copied' ? (
          <CheckIcon className="kit-copy__icon kit-copy__icon--done" />
        ) : (
          <CopyIcon className="kit-copy__icon" />
        )}
        <VisuallyHidden>{t`Copy`}</VisuallyHidden>
      </button>
      <span role="status" className={`kit-copy__feedback kit-copy__feedback--${state}`}>
        {state === 'copied' ? t`Copied` : state === 'failed' ? t`Could not copy` : ''}
      </span>
    </span>
  );
}
