import { useEffect, useState } from 'react';

/** Spec 001 §9: the user is idle after 60 s without input. */
export const IDLE_AFTER_MS = 60_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** True once the user has given no input for `idleAfterMs`; any input makes them active again. */
export function useIdle(idleAfterMs = IDLE_AFTER_MS): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), idleAfterMs);
    const onInput = () => {
      clearTimeout(timer);
      setIdle(false);
      timer = setTimeout(() => setIdle(true), idleAfterMs);
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [idleAfterMs]);
  return isIdle;
}

/** True while the page is hidden (another tab, the app in the background). */
export function usePageHidden(): boolean {
  const [isHidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return isHidden;
}
