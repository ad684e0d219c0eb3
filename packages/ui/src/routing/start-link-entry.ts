import { buildPath } from './paths';

// Apart from start-links.ts: the shell reads this at every start, while the start code's grammar loads only
// with the routers that follow a link.

/**
 * Where a launch opening at the app's root goes when it carries a start parameter: inside Telegram, the
 * router, which reads the parameter; on the web (`/?startapp=`), the web's /redirect with it. Null when the
 * launch has none or the app opened at another path (a reload keeps the page the user was on).
 */
export function startLinkEntry(
  pathname: string,
  launch: { startParam: string | null; isMiniApp: boolean },
): string | null {
  if (pathname !== '/' || !launch.startParam) return null;
  return launch.isMiniApp
    ? buildPath('telegramRouter')
    : buildPath('redirect', undefined, { to: launch.startParam });
}
