import { Progress } from '@telegram-apps/telegram-ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../shared/button';
import { CheckIcon, ErrorIcon } from '../shared/icons';
import { Ltr } from '../shared/ltr';
import { useLocalPercent } from '../shared/use-local-digits';
import './upload-progress.css';

/** One file on its way up (spec 000 §4, document upload): bytes loaded of total, and how it ended. */
export interface UploadItem {
  id: string;
  label: ReactNode;
  loaded: number;
  total: number;
  /** The upload failed; a string says why. */
  error?: boolean | string;
  succeed: boolean;
}

/** Whole percent sent, rounded down so 100 only shows once every byte is there. */
export function uploadPercent({ loaded, total, succeed }: Pick<UploadItem, 'loaded' | 'total' | 'succeed'>) {
  if (succeed) return 100;
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

export interface UploadProgressProps {
  items: readonly UploadItem[];
  /** Offered on a failed item. */
  onRetry?: (id: string) => void;
  /** Defaults to "Retry". */
  retryLabel?: ReactNode;
}

/** Per file: its name, a bar and the percent sent, then a tick when done or why it failed. */
export function UploadProgress({ items, onRetry, retryLabel }: UploadProgressProps) {
  const { t } = useLingui();
  const localPercent = useLocalPercent();
  return (
    <ul className="kit-upload">
      {items.map((item) => {
        const percent = uploadPercent(item);
        const percentText = localPercent(percent);
        const state = item.error ? 'failed' : item.succeed ? 'done' : 'active';
        return (
          <li key={item.id} className={`kit-upload__item kit-upload__item--${state}`}>
            <div className="kit-upload__head">
              <span className="kit-upload__label">{item.label}</span>
              {state === 'done' ? (
                <span className="kit-upload__done">
                  <CheckIcon className="kit-upload__icon" />
                  {t`Uploaded`}
                </span>
              ) : state === 'failed' ? (
                <ErrorIcon className="kit-upload__icon kit-upload__icon--failed" />
              ) : (
                <Ltr className="kit-upload__percent">{percentText}</Ltr>
              )}
            </div>
            <Progress value={percent} aria-label={t`${percentText} uploaded`} className="kit-upload__bar" />
            {state === 'failed' ? (
              <div className="kit-upload__failure" role="alert">
                <span>{typeof item.error === 'string' ? item.error : t`Upload failed`}</span>
                {onRetry ? (
                  <Button mode="bezeled" size="m" onClick={() => onRetry(item.id)}>
                    {retryLabel ?? t`Retry`}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
