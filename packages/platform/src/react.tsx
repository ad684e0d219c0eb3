import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createBackButtonStack, type BackButtonStack } from './back-button';
import { holdableButton, type HoldableButton } from './held-controls';
import { checkButtonText, type ButtonController, type Haptics, type Platform } from './platform';
import { createPlatformStorage } from './secure-storage';
import type { StorageKey, TypedStorage } from './storage';

interface PlatformContextValue {
  platform: Platform;
  backStack: BackButtonStack;
  mainButton: HoldableButton;
  secondaryButton?: HoldableButton;
  storage: TypedStorage;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  const value = useMemo(
    () => ({
      platform,
      backStack: createBackButtonStack(platform.backButton),
      mainButton: holdableButton(platform.mainButton),
      secondaryButton: platform.secondaryButton && holdableButton(platform.secondaryButton),
      storage: createPlatformStorage(platform),
    }),
    [platform],
  );
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

function usePlatformContext(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform needs a <PlatformProvider> above it');
  return value;
}

export function usePlatform(): Platform {
  return usePlatformContext().platform;
}

export function useTypedStorage(): TypedStorage {
  return usePlatformContext().storage;
}

export interface ButtonOptions {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  color?: string;
  textColor?: string;
}

/**
 * Shows a host button while the component is mounted. The latest onClick is the one called, and a click
 * that reaches a disabled or loading button (the host may lag one render behind) is ignored.
 */
function useHostButton(controller: ButtonController | undefined, options: ButtonOptions | null) {
  if (options) checkButtonText(options.text);
  const onClick = useEffectEvent(() => {
    if (!options || options.disabled || options.loading) return;
    options.onClick();
  });
  const isShown = options !== null;
  useEffect(() => {
    if (!controller || !isShown) return;
    const unsubscribe = controller.onClick(() => onClick());
    return () => {
      unsubscribe();
      controller.set(null);
    };
  }, [controller, isShown]);
  const { text, disabled, loading, color, textColor } = options ?? {};
  useEffect(() => {
    if (!controller || text === undefined) return;
    controller.set({ text, disabled, loading, color, textColor });
  }, [controller, text, disabled, loading, color, textColor]);
}

export function useMainButton(options: ButtonOptions | null): void {
  useHostButton(usePlatformContext().mainButton, options);
}

/** Nothing happens on hosts without a secondary button. */
export function useSecondaryButton(options: ButtonOptions | null): void {
  useHostButton(usePlatformContext().secondaryButton, options);
}

/** While mounted, Back calls `handler`; nested screens stack, and the innermost one wins. */
export function useBackButton(handler: (() => void) | null): void {
  const { backStack } = usePlatformContext();
  const onBack = useEffectEvent(() => handler?.());
  const [order] = useState(() => backStack.nextOrder());
  const isActive = handler !== null;
  // Before the screen is painted: a host that draws its Back button in the page (the browser's header) then
  // shows it in the same frame as the screen, rather than one frame later, pushing the screen down.
  useLayoutEffect(() => {
    if (!isActive) return;
    return backStack.push(() => onBack(), order);
  }, [backStack, isActive, order]);
}

/**
 * While `isHeld`, the host's main, secondary and back buttons are taken from the screens under it: hidden,
 * and their clicks ignored. For what covers the whole app, like the PIN lock.
 */
export function useHostControlsHeld(isHeld: boolean): void {
  const { backStack, mainButton, secondaryButton } = usePlatformContext();
  useEffect(() => {
    if (!isHeld) return;
    const releases = [backStack.hold(), mainButton.hold(), secondaryButton?.hold()];
    return () => releases.forEach((release) => release?.());
  }, [isHeld, backStack, mainButton, secondaryButton]);
}

export function useHaptics(): Haptics {
  return usePlatform().haptics;
}

/**
 * A stored value with its setter; the setter resolves once the write is done. Until the first read
 * answers, the value is the key's default. A store that fails to read also gives the default.
 */
export function useStorageValue<T>(
  key: StorageKey<T>,
): [T, (value: T) => Promise<void>, { loading: boolean }] {
  const storage = useTypedStorage();
  const [state, setState] = useState<{ value: T; loading: boolean }>({
    value: key.defaultValue,
    loading: true,
  });
  // A write made while the first read is in flight must not be overwritten by that read's older answer.
  const writes = useRef(0);
  const read = useEffectEvent(() => storage.get(key).catch(() => key.defaultValue));
  useEffect(() => {
    let isCurrent = true;
    const writesBefore = writes.current;
    void read().then((value) => {
      if (isCurrent && writes.current === writesBefore) setState({ value, loading: false });
    });
    const unsubscribe = storage.subscribe(key, (value) => {
      if (isCurrent) setState({ value, loading: false });
    });
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [storage, key.name]);
  const set = useCallback(
    async (value: T) => {
      writes.current += 1;
      await storage.set(key, value);
      setState({ value, loading: false });
    },
    [storage, key],
  );
  return [state.value, set, { loading: state.loading }];
}
