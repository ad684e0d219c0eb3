import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHeaders } from './call-headers';
import {
  EARLY_ANSWER_LIFETIME_MS,
  sendEarlyCalls,
  takeEarlyAnswer,
  withEarlyAnswers,
  type EarlyCallHolder,
} from './early-calls';
import { createWalletApi } from './wallet-api';

const BASE = 'https://wallet.example.test/api/';
const HEADERS = callHeaders({
  timezone: 'Asia/Tehran',
  platform: 'WEB',
  os: 'android',
  token: 'wlt_abc',
  language: 'fa',
});

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ result }), { status: 200, headers: { 'content-type': 'application/json' } });

const whoamiRequest = (headers: Record<string, string> = HEADERS) =>
  new Request(`${BASE}v1/user/whoami`, { headers: { ...headers, Accept: 'application/json' } });

/** A network that answers every request with `result`, and counts what reaches it. */
function network(result: unknown = { level: 'LEVEL_1' }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => envelope(result));
  return fetch as typeof fetch & typeof globalThis.fetch;
}

/** The app's client as a web start makes it, with early answers taken from `holder`. */
const clientOf = (holder: EarlyCallHolder, fetch: typeof globalThis.fetch) =>
  createWalletApi({
    baseUrl: BASE,
    platform: 'WEB',
    os: 'android',
    getToken: () => 'wlt_abc',
    getLanguage: () => 'fa',
    getTimezone: () => 'Asia/Tehran',
    fetch: withEarlyAnswers(fetch, holder),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('early calls', () => {
  it("answers the client's call with the early answer, once: the same call later goes to the network", async () => {
    const holder: EarlyCallHolder = {};
    const early = network({ level: 'LEVEL_2', source: 'early' });
    sendEarlyCalls([whoamiRequest()], early, holder);
    const later = network({ level: 'LEVEL_2', source: 'later' });
    const api = clientOf(holder, later);

    await expect(api.whoami()).resolves.toMatchObject({ source: 'early' });
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await expect(api.whoami()).resolves.toMatchObject({ source: 'later' });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not answer a request that differs in a header the client sets (another session or language)', async () => {
    const holder: EarlyCallHolder = {};
    sendEarlyCalls([whoamiRequest()], network(), holder);
    const otherToken = whoamiRequest({ ...HEADERS, Authorization: 'Bearer wlt_other' });
    const otherLanguage = whoamiRequest({ ...HEADERS, 'Accept-Language': 'en' });
    const withTwoFactor = whoamiRequest({ ...HEADERS, 'X-2FA-AUTH': '123456' });
    expect(takeEarlyAnswer(otherToken, holder)).toBeNull();
    expect(takeEarlyAnswer(otherLanguage, holder)).toBeNull();
    expect(takeEarlyAnswer(withTwoFactor, holder)).toBeNull();
    expect(takeEarlyAnswer(new Request(`${BASE}v2/assets`, { headers: HEADERS }), holder)).toBeNull();
    expect(takeEarlyAnswer(whoamiRequest(), holder)).not.toBeNull();
  });

  it('sends only GET calls, and never answers one that changes something', async () => {
    const holder: EarlyCallHolder = {};
    const fetch = network();
    const logout = new Request(`${BASE}v1/auth/logout`, { method: 'POST', headers: HEADERS });
    sendEarlyCalls([logout], fetch, holder);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(logout, holder)).toBeNull();
  });

  it(`does not answer with an answer sent more than ${EARLY_ANSWER_LIFETIME_MS / 1000} s ago`, () => {
    const holder: EarlyCallHolder = {};
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    sendEarlyCalls([whoamiRequest()], network(), holder);
    clock.mockReturnValue(1_000 + EARLY_ANSWER_LIFETIME_MS + 1);
    expect(takeEarlyAnswer(whoamiRequest(), holder)).toBeNull();
  });

  it('drops the expired answers nobody took, so later calls stop comparing with them', () => {
    const holder: EarlyCallHolder = {};
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    sendEarlyCalls([whoamiRequest()], network(), holder);
    clock.mockReturnValue(1_000 + EARLY_ANSWER_LIFETIME_MS);
    sendEarlyCalls([new Request(`${BASE}v1/utils/banners`, { headers: HEADERS })], network(), holder);
    clock.mockReturnValue(1_000 + EARLY_ANSWER_LIFETIME_MS + 1);
    expect(takeEarlyAnswer(new Request(`${BASE}v2/assets`, { headers: HEADERS }), holder)).toBeNull();
    expect(holder.walletEarlyCalls?.map((call) => new URL(call.request.url).pathname)).toEqual([
      '/api/v1/utils/banners',
    ]);
  });

  it("gives the taking call the early call's failure, and an untaken failure is no unhandled rejection", async () => {
    const holder: EarlyCallHolder = {};
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    sendEarlyCalls([whoamiRequest(), new Request(`${BASE}v2/assets`, { headers: HEADERS })], refused, holder);
    await expect(takeEarlyAnswer(whoamiRequest(), holder)).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('stops waiting for the early answer when the taking request is aborted (a cancelled query, a timeout)', async () => {
    const holder: EarlyCallHolder = {};
    const silent = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof globalThis.fetch;
    sendEarlyCalls([whoamiRequest()], silent, holder);
    const controller = new AbortController();
    const request = new Request(whoamiRequest(), { signal: controller.signal });
    const answer = takeEarlyAnswer(request, holder);
    controller.abort(new DOMException('The query was cancelled', 'AbortError'));
    await expect(answer).rejects.toThrow('The query was cancelled');
  });
});
