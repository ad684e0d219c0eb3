import { useLingui } from '@lingui/react/macro';
import { toLatinDigits } from '@wallet/core';
import { TextField } from '@wallet/kit';

const CODE_PATTERN = /^\d{6}$/;

/** The code as the server reads it: Latin digits (Persian and Arabic ones accepted), no spaces. */
export const readCode = (typed: string) => toLatinDigits(typed.replace(/\s/g, ''));
export const isCodeComplete = (typed: string) => CODE_PATTERN.test(readCode(typed));

/** A 6-digit two-factor code field. */
export function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      isLtr
      maxLength={8}
      value={value}
      onChange={onChange}
      error={error ?? undefined}
    />
  );
}
