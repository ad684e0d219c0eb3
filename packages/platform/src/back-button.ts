import type { VisibilityButton } from './platform';

/** Hiding waits this long, so replacing one screen by another does not flicker the button. */
export const BACK_BUTTON_SETTLE_MS = 50;

export interface BackButtonStack {
  /**
   * Adds a handler; the returned function removes it. The handler with the highest `order` gets the clicks
   * (by default the newest). Screens pass the order in which they rendered, because React runs a child's
   * effects before its parent's: render order keeps the innermost screen on top.
   */
  push(handler: () => void, order?: number): () => void;
  /** A number higher than any given before, for a screen rendering now. */
  nextOrder(): number;
  size(): number;
  /** Hides the button and ignores its clicks until the returned release is called (holds nest). */
  hold(): () => void;
}

interface Entry {
  handler: () => void;
  order: number;
}

/** One native back button shared by nested screens: the top handler wins. */
export function createBackButtonStack(
  button: VisibilityButton,
  settleMs = BACK_BUTTON_SETTLE_MS,
): BackButtonStack {
  const entries: Entry[] = [];
  let lastOrder = 0;
  let isShown = false;
  let holds = 0;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  // Listening only while a handler exists leaves nothing to dispose, which keeps StrictMode's
  // unmount-and-remount of the provider harmless.
  let unsubscribe: (() => void) | undefined;

  const top = () =>
    entries.reduce<Entry | undefined>(
      (best, entry) => (!best || entry.order >= best.order ? entry : best),
      undefined,
    );

  const apply = () => {
    const shouldShow = entries.length > 0 && holds === 0;
    if (shouldShow === isShown) return;
    isShown = shouldShow;
    button.setVisible(shouldShow);
  };
  // Showing is at once: a host that draws the button in the page (the browser's header) then draws it with
  // the screen, not a moment later, pushing the screen down. Hiding waits, so a screen replaced by another
  // that has Back too (its button pushed just after) leaves the button in place.
  const settle = () => {
    clearTimeout(settleTimer);
    if (entries.length > 0 && holds === 0 && !isShown) return apply();
    settleTimer = setTimeout(apply, settleMs);
  };

  const listen = () => {
    if (entries.length > 0 && !unsubscribe)
      unsubscribe = button.onClick(() => {
        if (holds === 0) top()?.handler();
      });
    if (entries.length === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = undefined;
    }
  };

  return {
    nextOrder: () => ++lastOrder,
    push(handler, order) {
      const entry = { handler, order: order ?? ++lastOrder };
      entries.push(entry);
      listen();
      settle();
      return () => {
        const index = entries.indexOf(entry);
        if (index === -1) return;
        entries.splice(index, 1);
        listen();
        settle();
      };
    },
    size: () => entries.length,
    hold() {
      holds += 1;
      settle();
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        holds -= 1;
        settle();
      };
    },
  };
}
