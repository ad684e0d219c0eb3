/** Where a banner's link may lead: a path inside the app, or an https address outside it. */
export type SafeBannerLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Control and format characters (bidi marks, zero-width), any whitespace, and backslashes. Browsers drop or
 * rewrite these while parsing (`java\tscript:`, `/\evil.com` read as `//evil.com`), so a link holding one
 * is refused rather than cleaned.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/**
 * The WHATWG URL parser, present in every runtime the code runs in (browsers, web views, Node). Declared
 * here because core is built without DOM or Node types; only what this file reads is typed.
 */
declare const URL: new (
  url: string,
  base?: string,
) => { protocol: string; hostname: string; username: string; password: string; origin: string; href: string };

/** `new URL` that answers null instead of throwing (URL.parse is missing from older web views). */
function parseUrl(text: string, base?: string) {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Any base works: it only tells whether a path stays on the app's own origin. */
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * The one rule for following a banner link (contract and client): an in-app path starting with a single
 * `/`, or an absolute URL whose protocol is `https:`. Anything else (javascript:, data:, http:, `//host`)
 * is null, and the banner is not clickable.
 */
export function safeBannerLink(link: string | null | undefined): SafeBannerLink | null {
  if (typeof link !== 'string' || link === '' || UNSAFE_CHARACTER.test(link)) return null;
  if (link.startsWith('/')) {
    if (link.startsWith('//')) return null;
    const resolved = parseUrl(link, PROBE_ORIGIN);
    return resolved?.origin === PROBE_ORIGIN ? { kind: 'internal', path: link } : null;
  }
  const url = parseUrl(link);
  if (!url || url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return { kind: 'external', url: url.href };
}
