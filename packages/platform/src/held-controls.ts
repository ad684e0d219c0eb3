import type { ButtonController, ButtonState } from './platform';

export interface HoldableButton extends ButtonController {
  /**
   * Hides the host button and ignores its clicks until the returned release is called; then the last
   * state a screen asked for shows again. Holds nest: the button returns when the last one is released.
   */
  hold(): () => void;
}

/** A host button that something covering the whole app (the PIN lock) can take away from the page under it. */
export function holdableButton(controller: ButtonController): HoldableButton {
  let last: ButtonState | null = null;
  let holds = 0;
  return {
    set(state) {
      last = state;
      if (holds === 0) controller.set(state);
    },
    onClick(handler) {
      return controller.onClick(() => {
        if (holds === 0) handler();
      });
    },
    hold() {
      holds += 1;
      if (holds === 1) controller.set(null);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        holds -= 1;
        if (holds === 0) controller.set(last);
      };
    },
  };
}
