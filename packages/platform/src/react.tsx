import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBackButtonStack, type BackButtonStack } from './back-button';
import type { ButtonController, Haptics, Platform } from './platform';
import { createTypedStorage, type StorageKey, type TypedStorage } from './storage';

interface PlatformContextValue {
  platform: Platform;
  backStack: BackButtonStack;
  storage: TypedStorage;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  const value = useMemo(
    () => ({
      platform,
      backStack: createBackButtonStack(platform.backButton),
      storage: createTypedStorage(platform.storage),
    }),
    [platform],
  );
  useEffect(() => () => value.backStack.dispose(), [value]);
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

/** Shows a host button while the component is mounted; the latest onClick is always the one called. */
function useHostButton(controller: ButtonController | undefined, options: ButtonOptions | null) {
  const onClick = useRef<(() => void) | undefined>(undefined);
  onClick.current = options?.onClick;
  const visible = options !== null;
  useEffect(() => {
    if (!controller || !visible) return;
    const unsubscribe = controller.onClick(() => onClick.current?.());
    return () => {
      unsubscribe();
      controller.set(null);
    };
  }, [controller, visible]);
  const { text, disabled, loading, color, textColor } = options ?? {};
  useEffect(() => {
    if (!controller || text === undefined) return;
    controller.set({ text, disabled, loading, color, textColor });
  }, [controller, text, disabled, loading, color, textColor]);
}

export function useMainButton(options: ButtonOptions | null): void {
  useHostButton(usePlatform().mainButton, options);
}

/** Nothing happens on hosts without a secondary button. */
export function useSecondaryButton(options: ButtonOptions | null): void {
  useHostButton(usePlatform().secondaryButton, options);
}

/** While mounted, Back calls `handler`; nested screens stack, and the innermost one wins. */
export function useBackButton(handler: (() => void) | null): void {
  const { backStack } = usePlatformContext();
  const latest = useRef(handler);
  latest.current = handler;
  const [order] = useState(() => backStack.nextOrder());
  const active = handler !== null;
  useEffect(() => {
    if (!active) return;
    return backStack.push(() => latest.current?.(), order);
  }, [backStack, active, order]);
}

export function useHaptics(): Haptics {
  return usePlatform().haptics;
}

/** A stored value with its setter; the setter resolves once the write is done. */
export function useStorageValue<T>(
  key: StorageKey<T>,
): [T, (value: T) => Promise<void>, { loading: boolean }] {
  const storage = useTypedStorage();
  const [state, setState] = useState<{ value: T; loading: boolean }>({
    value: key.defaultValue,
    loading: true,
  });
  useEffect(() => {
    let current = true;
    void storage.get(key).then((value) => {
      if (current) setState({ value, loading: false });
    });
    return () => {
      current = false;
    };
  }, [storage, key]);
  const set = useMemo(
    () => async (value: T) => {
      await storage.set(key, value);
      setState({ value, loading: false });
    },
    [storage, key],
  );
  return [state.value, set, { loading: state.loading }];
}
