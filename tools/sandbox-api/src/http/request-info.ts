import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { LANGUAGES, type Language } from '@wallet/api';
import type { RequestInfo } from '../context';

/** The first supported language of an Accept-Language header; fa when none is. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'fa';
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

const header = (c: Context, name: string, max = 128) => c.req.header(name)?.slice(0, max) ?? null;

export function requestInfo(c: Context): RequestInfo {
  return {
    ip: clientIp(c),
    userAgent: header(c, 'user-agent', 512),
    platform: header(c, 'x-platform'),
    os: header(c, 'x-os'),
    timezone: header(c, 'x-timezone'),
    language: languageFromHeader(c.req.header('accept-language')),
    // The sandbox has no address database: loopback is Iran unless a test says otherwise.
    country: (header(c, 'x-sandbox-country') ?? 'IR').toUpperCase(),
    origin: new URL(c.req.url).origin,
  };
}
