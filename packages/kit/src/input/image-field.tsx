import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../shared/button';
import { FieldError } from './text-field';
import './text-field.css';
import './image-field.css';

/** A picture as wide as the page in its own proportions, never taller than half the screen (a banner). */
export function Picture({ src, alt }: { src: string; alt: string }) {
  return <img className="kit-picture" src={src} alt={alt} />;
}

export interface ImageFieldProps {
  label: ReactNode;
  /** The button that opens the system's picker ("Choose an image"). */
  buttonLabel: string;
  /** The types the picker offers, as `accept` takes them. */
  accept: string;
  /** Called with the file the user picked. */
  onPick: (file: File) => void;
  /** The picked image, shown under the button. */
  preview?: { src: string; alt: string } | null;
  error?: ReactNode;
  hint?: ReactNode;
  isBusy?: boolean;
  disabled?: boolean;
}

/**
 * A labelled image picker: the kit's button opens the system's picker (the file input stays, hidden, for its label
 * and for tests), and the picked image shows under it.
 */
export function ImageField({
  label,
  buttonLabel,
  accept,
  onPick,
  preview,
  error,
  hint,
  isBusy = false,
  disabled = false,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="kit-image-field__input"
        type="file"
        accept={accept}
        disabled={disabled || isBusy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
        }}
      />
      <Button
        mode="bezeled"
        size="m"
        isBusy={isBusy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      {preview ? <Picture src={preview.src} alt={preview.alt} /> : null}
      {error ? <FieldError>{error}</FieldError> : hint ? <p className="kit-field__hint">{hint}</p> : null}
    </div>
  );
}
