import { CALL_HEADER_NAMES } from './call-headers';

/**
 * Early calls: a start's first GET calls, sent by a small script while the app's code is still on its way
 * (on a slow link that is seconds), so their answers are there when the app asks. The client takes each
 * answer once, for a request the same in method, URL and every header the client sets; anything else, and
 * any later call, goes to the network as before.
 */
interface EarlyCall {
  request: Request;
  answer: Promise<Response>;
  sentAt: number;
}

/** Where a page keeps its early calls between the script that sends them and the client that takes them. */
export interface EarlyCallHolder {
  walletEarlyCalls?: EarlyCall[];
}

/** An answer older than this is not taken: the app asks afresh (it started late, or the call came later). */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

const now = () => globalThis.performance.now();

/**
 * Sends the GET requests now and keeps their answers for the client. Returns each request's answer (null for
 * one not sent), for the page to read a copy of: `response.clone()` in a `then` registered now runs before
 * the client, which takes the answer later, reads it.
 */
export function sendEarlyCalls(
  requests: readonly Request[],
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  holder: EarlyCallHolder = globalThis as EarlyCallHolder,
): (Promise<Response> | null)[] {
  const calls: EarlyCall[] = [];
  const answers = requests.map((request) => {
    if (request.method !== 'GET') return null;
    const answer = fetch(request.clone());
    // A failure (the API unreachable) is the taking call's to report; one never taken is not an error.
    answer.catch(() => undefined);
    calls.push({ request, answer, sentAt: now() });
    return answer;
  });
  holder.walletEarlyCalls = [...(holder.walletEarlyCalls ?? []), ...calls];
  return answers;
}

const isSameCall = (early: Request, request: Request) =>
  early.method === request.method &&
  early.url === request.url &&
  CALL_HEADER_NAMES.every((name) => early.headers.get(name) === request.headers.get(name));

/** The answer, or the abort of the taking request's signal (a cancelled query, a timeout), whichever is first. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/** The early answer to this request, taken (no other request gets it); null when there is none. */
export function takeEarlyAnswer(
  request: Request,
  holder: EarlyCallHolder = globalThis as EarlyCallHolder,
): Promise<Response> | null {
  const calls = holder.walletEarlyCalls;
  if (!calls?.length || request.method !== 'GET') return null;
  const at = now();
  // Expired answers go, so a long session stops comparing its calls with them.
  for (let index = calls.length - 1; index >= 0; index -= 1)
    if (at - calls[index]!.sentAt > EARLY_ANSWER_LIFETIME_MS) calls.splice(index, 1);
  const index = calls.findIndex((call) => isSameCall(call.request, request));
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  return untilAborted(call!.answer, request.signal);
}

/** A fetch that answers a request with its early answer when the page sent one, and from `fetch` otherwise. */
export function withEarlyAnswers(
  fetch: typeof globalThis.fetch,
  holder: EarlyCallHolder = globalThis as EarlyCallHolder,
): typeof globalThis.fetch {
  return (input, init) => {
    if (holder.walletEarlyCalls?.length && input instanceof Request && init?.body === undefined) {
      const answer = takeEarlyAnswer(input, holder);
      if (answer) return answer;
    }
    return fetch(input, init);
  };
}
