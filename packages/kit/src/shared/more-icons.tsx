// Icons only screens loaded on demand draw: apart from icons.tsx, so the start-up code does not carry them.
import { iconClass, type IconProps } from './icons';

/** Points forward, to what opens next: right in LTR, left in RTL. */
export function ChevronIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className, true)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function CopyIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** The keypad's delete key; the keypad is always laid out left to right, so it never mirrors. */
export function BackspaceIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-6-7 6-7z" />
      <path d="M12 9.5l5 5M17 9.5l-5 5" />
    </svg>
  );
}

/** A magnifier; it does not point anywhere, so it does not mirror. */
export function SearchIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}
