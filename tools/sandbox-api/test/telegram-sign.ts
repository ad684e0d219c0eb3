import { createHmac } from 'node:crypto';
import { DEV_BOT_TOKEN } from '../src/config';

export type InitDataPairs = ReadonlyArray<readonly [string, string]>;

/**
 * Init data carrying exactly `pairs` (duplicates and all), with the hash Telegram would compute: HMAC-SHA256
 * keyed by HMAC-SHA256("WebAppData", token) over the sorted `key=value` lines. Unlike the library's `sign()`,
 * it adds no `signature` or other field, so tests choose every field.
 */
export function signInitData(pairs: InitDataPairs, botToken: string = DEV_BOT_TOKEN): string {
  const lines = pairs.map(([key, value]) => `${key}=${value}`).sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
  return new URLSearchParams([...pairs.map(([key, value]) => [key, value]), ['hash', hash]]).toString();
}

/** auth_date as Telegram writes it: whole seconds. */
export const authDate = (ms: number): string => String(Math.floor(ms / 1000));

/** The usual fields: auth_date now and a user with only an id and a first name. */
export function basicPairs(userId: number, nowMs: number): Array<[string, string]> {
  return [
    ['auth_date', authDate(nowMs)],
    ['user', JSON.stringify({ id: userId, first_name: 'Test' })],
  ];
}
