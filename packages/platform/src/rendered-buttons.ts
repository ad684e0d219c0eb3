import { checkButtonText, type ButtonController, type ButtonState, type VisibilityButton } from './platform';

export function createListeners() {
  const handlers = new Set<() => void>();
  return {
    add(handler: () => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    call: () => [...handlers].forEach((handler) => handler()),
  };
}

/**
 * A button the app's own shell draws, for hosts without native buttons (the browser). It keeps its state,
 * tells subscribers when it changes, and is also what unit tests inspect.
 */
export interface RenderedButton extends ButtonController {
  /** Every state set, in order; null when hidden. */
  history: (ButtonState | null)[];
  current(): ButtonState | null;
  /** Called after every change of state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Clicks like a user: a hidden, disabled or loading button does not answer. */
  click(): void;
}

export interface RenderedVisibilityButton extends VisibilityButton {
  /** Every visibility set, in order. */
  visibility: boolean[];
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
  /** Clicks like a user: a hidden button does not answer. */
  click(): void;
}

export function createRenderedButton(): RenderedButton {
  const clicks = createListeners();
  const changes = createListeners();
  const history: (ButtonState | null)[] = [];
  const current = () => history.at(-1) ?? null;
  return {
    history,
    current,
    set(state) {
      if (state) checkButtonText(state.text);
      history.push(state ? { ...state } : null);
      changes.call();
    },
    onClick: clicks.add,
    subscribe: changes.add,
    click() {
      const state = current();
      if (!state || state.disabled || state.loading) return;
      clicks.call();
    },
  };
}

export function createRenderedVisibilityButton(): RenderedVisibilityButton {
  const clicks = createListeners();
  const changes = createListeners();
  const visibility: boolean[] = [];
  const isVisible = () => visibility.at(-1) ?? false;
  return {
    visibility,
    isVisible,
    setVisible(visible) {
      visibility.push(visible);
      changes.call();
    },
    onClick: clicks.add,
    subscribe: changes.add,
    click() {
      if (isVisible()) clicks.call();
    },
  };
}
