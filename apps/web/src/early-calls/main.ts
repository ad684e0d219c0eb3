// The page's early script (packages/app/src/early/): a classic script of its own, built apart from the app
// and run while the app's code downloads. It sends the first calls a stored session's start makes, with the
// headers the app's client will send (the client takes their answers), fetches the pictures the first screen
// draws from them, and paints the screen the app last drew there until the app draws its own.
import { sendEarlyCalls } from '@wallet/api/early';
import { earlyCalls } from '@wallet/app/early-calls';
import { keptPictures, lastScreenFor, paintLastScreen, type LastScreenStart } from '@wallet/app/last-screen';
import { afterFirstFrame } from './after-first-frame';
import { earlyAppearance, earlyStart, keepTimezone, stored } from './early-start';
import { fetchArtwork } from './fetch-artwork';

try {
  const start = earlyStart(window, import.meta.env.VITE_API_BASE_URL ?? '/api');
  const sendCalls = () => {
    const calls = earlyCalls(start);
    const answers = sendEarlyCalls(calls.map((call) => call.request));
    calls.forEach((call, index) => {
      const answer = answers[index];
      if (call.artworkOf && answer) fetchArtwork(window, answer, call.artworkOf);
    });
  };
  const { token, language } = start.headers;
  const read = new Map<string, unknown>();
  const screenStart: LastScreenStart | null =
    token && language
      ? {
          path: start.path,
          token,
          language,
          appearance: earlyAppearance(window),
          stored: (key) => {
            if (!read.has(key)) read.set(key, stored(window.localStorage, key));
            return read.get(key);
          },
        }
      : null;
  const paint = () => {
    try {
      return screenStart !== null && paintLastScreen(window, screenStart);
    } catch {
      return false; // The app draws its own first screen.
    }
  };
  // The page's body and scripts must be parsed: this script may run before the parser reaches them. The page
  // turns interactive once parsed, before its module scripts (the app) run; DOMContentLoaded comes after them.
  const whenParsed = (run: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('readystatechange', run, { once: true });
    else run();
  };
  const screen = screenStart && lastScreenFor(screenStart);
  if (screen && document.readyState === 'loading') {
    // A start with a kept screen paints it first and sends the calls after its frame. On a slow phone, sending
    // them costs the main thread about as long as painting does, and their answers are drawn only once the
    // app's code has run, later still. A call the app has already made itself (it drew) is not sent again.
    // The screen's pictures are drawn after that frame too (paintLastScreen), from the HTTP cache this fetch
    // fills now, while the page is parsed: it downloads them without decoding them. Pictures written into
    // the markup (data:) need no download.
    try {
      for (const src of keptPictures(screen, document)) {
        const url = new URL(src, window.location.href);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
        window.fetch(url, { priority: 'high', mode: 'no-cors' }).catch(() => undefined);
      }
    } catch {
      // A picture the markup names badly is drawn (or not) by the painted copy itself.
    }
    const sendIfTheAppHasNot = () => {
      if (!document.getElementById('root')?.childElementCount) sendCalls();
    };
    whenParsed(() => (paint() ? afterFirstFrame(window, sendIfTheAppHasNot) : sendCalls()));
  } else {
    sendCalls();
    whenParsed(paint);
  }
  window.addEventListener('load', () => keepTimezone(window), { once: true });
} catch {
  // No storage, no Request: the app makes its calls itself.
}
