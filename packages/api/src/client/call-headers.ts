/** The host the app runs in, sent as X-Platform. */
export type ClientPlatform = 'TELEGRAM' | 'WEB' | 'PWA' | 'ANDROID';

/** What the headers every call carries are made of (spec 001 §8). */
export interface CallHeaderValues {
  /** The device's IANA time zone, sent as X-Timezone. */
  timezone: string;
  platform: ClientPlatform;
  /** Operating system, sent upper-cased as X-OS. */
  os: string;
  /** The session's token; none on anonymous calls. */
  token?: string | null | undefined;
  language?: string | null | undefined;
}

/** The headers of every call: the client's and those a page sends before the client has loaded. */
export function callHeaders(values: CallHeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Timezone': values.timezone,
    'X-Platform': values.platform.toUpperCase(),
    'X-OS': values.os.toUpperCase(),
  };
  if (values.token) headers.Authorization = `Bearer ${values.token}`;
  if (values.language) headers['Accept-Language'] = values.language;
  return headers;
}

/**
 * Every header the client sets on a call (those above, a protected action's code, a money call's key): two
 * requests with the same method and URL that agree on all of them get the same answer.
 */
export const CALL_HEADER_NAMES = [
  'x-timezone',
  'x-platform',
  'x-os',
  'authorization',
  'accept-language',
  'x-2fa-auth',
  'idempotency-key',
] as const;

/** The device's time zone as the client sends it. */
export function deviceTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
