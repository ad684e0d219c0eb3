import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A field's text: what the page's address gave, else what the draft kept once it has been read (a reload in
 * the middle); each change is kept in the draft.
 */
export function useDraftText(
  given: string | undefined,
  kept: string | undefined,
  isLoading: boolean,
  keep: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(given ?? '');
  const isRestored = useRef(given !== undefined);
  useEffect(() => {
    if (isLoading || isRestored.current) return;
    isRestored.current = true;
    if (kept !== undefined) setText(kept);
  }, [isLoading, kept]);
  const change = useCallback(
    (next: string) => {
      // Typing before the draft was read: what the user types wins.
      isRestored.current = true;
      setText(next);
      keep(next);
    },
    [keep],
  );
  return [text, change];
}
