// The page's early-calls script (packages/app/src/early/early-calls.ts): a classic script of its own, built
// apart from the app and run while the app's code downloads. It sends the first calls a stored session's start
// makes, with the headers the app's client will send (the client takes their answers), and fetches the
// pictures the first screen draws from them.
import { sendEarlyCalls } from '@wallet/api/early';
import { earlyCalls } from '@wallet/app/early-calls';
import { earlyStart, keepTimezone } from './early-start';
import { fetchArtwork } from './fetch-artwork';

try {
  const calls = earlyCalls(earlyStart(window, import.meta.env.VITE_API_BASE_URL ?? '/api'));
  const answers = sendEarlyCalls(calls.map((call) => call.request));
  calls.forEach((call, index) => {
    const answer = answers[index];
    if (call.artworkOf && answer) fetchArtwork(window, answer, call.artworkOf);
  });
  window.addEventListener('load', () => keepTimezone(window), { once: true });
} catch {
  // No storage, no Request: the app makes its calls itself.
}
