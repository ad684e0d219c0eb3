/** PostgreSQL error codes, looked for along the error's cause chain (drizzle wraps driver errors). */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

export function isCheckViolation(error: unknown): boolean {
  return pgCode(error) === '23514';
}
