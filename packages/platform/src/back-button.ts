import type { VisibilityButton } from './platform';

/** Show/hide waits this long, so replacing one screen by another does not flicker the native button. */
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
  dispose(): void;
}

/** One native back button shared by nested screens: the top handler wins. */
export function createBackButtonStack(
  button: VisibilityButton,
  settleMs = BACK_BUTTON_SETTLE_MS,
): BackButtonStack {
  const handlers: { handler: () => void; order: number }[] = [];
  let orders = 0;
  const top = () =>
    handlers.reduce<(typeof handlers)[number] | undefined>(
      (best, h) => (!best || h.order > best.order ? h : best),
      undefined,
    );
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const wanted = handlers.length > 0;
      if (wanted !== shown) {
        shown = wanted;
        button.setVisible(wanted);
      }
    }, settleMs);
  };

  const unsubscribe = button.onClick(() => top()?.handler());

  return {
    nextOrder: () => ++orders,
    push(handler, order) {
      const entry = { handler, order: order ?? ++orders };
      handlers.push(entry);
      settle();
      return () => {
        const index = handlers.indexOf(entry);
        if (index === -1) return;
        handlers.splice(index, 1);
        settle();
      };
    },
    size: () => handlers.length,
    dispose() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
