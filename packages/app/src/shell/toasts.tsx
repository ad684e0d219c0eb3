import { useLingui } from '@lingui/react/macro';
import { useToasts } from '@wallet/ui';

export function Toasts() {
  const { t } = useLingui();
  const { toasts, dismiss } = useToasts();
  return (
    <div className="shell-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`shell-toast shell-toast--${toast.tone}`}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className="shell-toast__close"
            aria-label={t`Dismiss`}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
