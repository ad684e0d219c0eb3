import './shared.css';

/* Small stroke icons drawn on a 24-unit grid; each is decorative, the control around it carries the name. */

export interface IconProps {
  className?: string;
}

export const iconClass = (extra: string | undefined, isMirrored = false) =>
  ['kit-icon', isMirrored ? 'kit-icon--mirrored' : '', extra ?? ''].filter(Boolean).join(' ');

/** Points back: left in LTR, right in RTL. */
export function BackIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className, true)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function InfoIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  );
}

export function WarningIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 4l9 16H3l9-16z" />
      <path d="M12 10v4M12 17h.01" />
    </svg>
  );
}

export function ErrorIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </svg>
  );
}
