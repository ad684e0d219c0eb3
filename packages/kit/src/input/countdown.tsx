import { useEffect, useRef, useState } from 'react';
import { Ltr } from '../shared/ltr';
import { useLocalDigits } from '../shared/use-local-digits';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until `deadline` (a Date.now() time), ticking each second and stopping at 0. */
export function useSecondsLeft(deadline: number): number {
  // The tick is stored with the deadline it counts to, so a new deadline is never shown the old count.
  const [tick, setTick] = useState(() => ({ deadline, left: secondsUntil(deadline) }));
  useEffect(() => {
    setTick({ deadline, left: secondsUntil(deadline) });
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setTick({ deadline, left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return tick.deadline === deadline ? tick.left : secondsUntil(deadline);
}

/** 125 → "2:05"; an hour or more → "1:02:05". */
export function formatSecondsLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export interface CountdownProps {
  /** When time is up, as a Date.now() time. */
  deadline: number;
  /** Called once when the time runs out (at once if it already has). */
  onEnd?: () => void;
  /** Says what runs out, e.g. "Time left to enter the code". */
  label?: string;
}

/** The time left to a deadline as m:ss, in the language's digits, left to right. */
export function Countdown({ deadline, onEnd, label }: CountdownProps) {
  const left = useSecondsLeft(deadline);
  const localDigits = useLocalDigits();
  const onEndRef = useRef(onEnd);
  const endedFor = useRef<number | null>(null);

  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (left > 0 || endedFor.current === deadline) return;
    endedFor.current = deadline;
    onEndRef.current?.();
  }, [left, deadline]);

  return (
    <span role="timer" aria-label={label} className="kit-countdown">
      <Ltr>{localDigits(formatSecondsLeft(left))}</Ltr>
    </span>
  );
}
