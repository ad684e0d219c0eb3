import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';

/** What the confirm step is given: it ends by `onDone(true)` to let the money go, or `onDone(false)` to stop. */
export interface ConfirmOutProps {
  onDone: (isConfirmed: boolean) => void;
}

/** The step drawn before money leaves a balance (the PIN, biometrics, or the offer to set a PIN). */
export type ConfirmOutStep = ComponentType<ConfirmOutProps>;

/** Asks the user to confirm a money out; true when the money may go. */
export type ConfirmOut = () => Promise<boolean>;

// With no step given (no feature fills it), money goes as it did: nothing is asked.
const ConfirmOutContext = createContext<ConfirmOut>(() => Promise.resolve(true));

/**
 * Draws the confirm step a feature module gives, each time a money call made with `confirmOut` is sent. The
 * ui package holds only the seam: the step itself belongs to the security feature, filled in by the app.
 */
export function ConfirmOutProvider({
  step: Step,
  children,
}: {
  step: ConfirmOutStep | undefined;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState<{ id: number } | null>(null);
  const pending = useRef<{ id: number; resolve: (isConfirmed: boolean) => void } | null>(null);
  const lastId = useRef(0);
  const [location] = useLocation();

  const ask = useCallback<ConfirmOut>(() => {
    if (!Step) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      // A second ask replaces the first, which sends nothing.
      pending.current?.resolve(false);
      lastId.current += 1;
      pending.current = { id: lastId.current, resolve };
      setAsking({ id: lastId.current });
    });
  }, [Step]);

  const done = (id: number, isConfirmed: boolean) => {
    if (pending.current?.id !== id) return;
    const { resolve } = pending.current;
    pending.current = null;
    setAsking(null);
    resolve(isConfirmed);
  };

  // Leaving the page (Back, a link) leaves its money out unsent: the step does not stay over another page.
  useEffect(() => {
    const left = pending.current;
    if (!left) return;
    pending.current = null;
    setAsking(null);
    left.resolve(false);
  }, [location]);

  return (
    <ConfirmOutContext.Provider value={ask}>
      {children}
      {Step && asking ? (
        <Step key={asking.id} onDone={(isConfirmed) => done(asking.id, isConfirmed)} />
      ) : null}
    </ConfirmOutContext.Provider>
  );
}

/** The confirm of the app's step, or one that lets the money go where none is given. */
export function useConfirmOut(): ConfirmOut {
  return useContext(ConfirmOutContext);
}
