// The page's early script (packages/app/src/early/): a classic script of its own, built apart from the app
// and run while the app's code downloads. It sends the first calls a stored session's start makes, with the
// headers the app's client will send (the client takes their answers), fetches the pictures the first screen
// draws from them, and paints the screen the app last drew there until the app draws its own.
import { sendEarlyCalls } from '@wallet/api/early';
import { earlyCalls } from '@wallet/app/early-calls';
import { paintLastScreen } from '@wallet/app/last-screen';
import { earlyAppearance, earlyStart, keepTimezone, stored } from './early-start';
import { fetchArtwork } from './fetch-artwork';

try {
  const start = earlyStart(window, import.meta.env.VITE_API_BASE_URL ?? '/api');
  const calls = earlyCalls(start);
  const answers = sendEarlyCalls(calls.map((call) => call.request));
  calls.forEach((call, index) => {
    const answer = answers[index];
    if (call.artworkOf && answer) fetchArtwork(window, answer, call.artworkOf);
  });
  // The page's body and scripts must be parsed: this script may run before the parser reaches them. The page
  // turns interactive once parsed, before its module scripts (the app) run; DOMContentLoaded comes after them.
  const paint = () => {
    const { token, language } = start.headers;
    if (!token || !language) return;
    try {
      paintLastScreen(window, {
        path: start.path,
        token,
        language,
        appearance: earlyAppearance(window),
        stored: (key) => stored(window.localStorage, key),
      });
    } catch {
      // The app draws its own first screen.
    }
  };
  if (document.readyState === 'loading') document.addEventListener('readystatechange', paint, { once: true });
  else paint();
  window.addEventListener('load', () => keepTimezone(window), { once: true });
} catch {
  // No storage, no Request: the app makes its calls itself.
}
