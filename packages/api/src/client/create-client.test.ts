import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { calls } from '../calls';
import { defineCall, DEFAULT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../define';
import { ApiError } from './api-error';
import { CALL_ROUTES } from './call-routes.generated';
import { createApiClient, createLazyApiClient, type ApiClientConfig } from './create-client';
import { createWalletApi } from './wallet-api';

type Captured = { url: URL; method: string; headers: Headers; body: string };

/** A fetch that records the request and answers with `reply`. */
function fakeFetch(reply: (request: Request) => Response | Promise<Response>) {
  const seen: Captured[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
    });
    return reply(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A document upload shaped like spec 001's KYC call, which a later part of the contract defines. */
const upload = defineCall({
  method: 'POST',
  path: '/v1/kyc/documents',
  summary: 'upload',
  auth: 'user',
  tags: [],
  upload: true,
  body: z.object({ type: z.string(), data: z.instanceof(Blob) }),
  response: z.object({ size: z.number(), type: z.string() }),
});

const baseConfig = (overrides: Partial<ApiClientConfig> = {}): ApiClientConfig => ({
  baseUrl: 'https://api.example.test/',
  platform: 'TELEGRAM',
  os: 'android',
  getTimezone: () => 'Asia/Tehran',
  ...overrides,
});

describe('[API-03] headers', () => {
  it('sends Bearer, X-Timezone, X-Platform and an upper-case X-OS on a user call', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: {} }));
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 'wlt_abc', getLanguage: () => 'en' }));
    await api.logout();
    const headers = seen[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer wlt_abc');
    expect(headers.get('x-timezone')).toBe('Asia/Tehran');
    expect(headers.get('x-platform')).toBe('TELEGRAM');
    expect(headers.get('x-os')).toBe('ANDROID');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-2fa-auth')).toBeNull();
    expect(headers.get('idempotency-key')).toBeNull();
  });

  it('sends no Authorization on anonymous calls or when logged out', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: { expiresInSeconds: 120, codeLength: 6 } }));
    await createWalletApi(baseConfig({ fetch, getToken: () => 'wlt_abc' })).requestOtp({
      body: {
        region: 'IR',
        number: '09121234567',
        deviceInformation: { persistentId: 'p', fingerprint: 'f', spec: {} },
      },
    });
    await createWalletApi(baseConfig({ fetch, getToken: () => null })).logout();
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[1]!.headers.get('authorization')).toBeNull();
  });

  it('[WD-09] sends X-2FA-AUTH when a code is given', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: {} }));
    await createWalletApi(baseConfig({ fetch, getToken: () => 't' })).logout(undefined, {
      twoFactorCode: '123456',
    });
    expect(seen[0]!.headers.get('x-2fa-auth')).toBe('123456');
  });

  it('sends Idempotency-Key on money calls and refuses it elsewhere', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json(200, { result: { token: 'USDT', amount: '10', transactionId: '7' } }),
    );
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't' }));
    await api.claimGiftCard({ body: { code: 'GIFT-1' } }, { idempotencyKey: 'key-0001' });
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-0001');
    await expect(api.logout(undefined, { idempotencyKey: 'key-0002' })).rejects.toThrow(TypeError);
  });
});

describe('requests', () => {
  it('[API-01] resolves paths against the configured base URL, filling and encoding path params', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: {} }));
    const api = createWalletApi(
      baseConfig({ fetch, baseUrl: 'https://staging.example.test/api', getToken: () => 't' }),
    );
    await api.revokeSession({ params: { id: '42' } });
    await api.deletePhone({ params: { number: '+989121234567' } }).catch(() => undefined);
    expect(seen[0]!.url.href).toBe('https://staging.example.test/api/v1/authentication/sessions/42');
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[1]!.url.pathname).toBe('/api/v1/user/phone/%2B989121234567');
  });

  it('sends query values and JSON bodies', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: { tokens: ['BTC'] } }));
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't' }));
    await api.loginHistory({ query: { limit: 10, page: 2 } }).catch(() => undefined);
    await api.removeFromWatchList({ body: { tokens: ['BTC'] } });
    expect(seen[0]!.url.search).toBe('?limit=10&page=2');
    expect(seen[1]!.method).toBe('DELETE');
    expect(JSON.parse(seen[1]!.body)).toEqual({ tokens: ['BTC'] });
    expect(seen[1]!.headers.get('content-type')).toContain('application/json');
  });

  it('unwraps { result }', async () => {
    const { fetch } = fakeFetch(() => json(200, { result: { tokens: ['BTC', 'TON'] } }));
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't' }));
    expect(await api.addToWatchList({ body: { tokens: ['TON'] } })).toEqual({ tokens: ['BTC', 'TON'] });
  });

  it('type-checks inputs per call', () => {
    const api = createWalletApi(baseConfig({ fetch: fakeFetch(() => json(200, { result: {} })).fetch }));
    // @ts-expect-error a call with a required body needs it
    void api.addToWatchList().catch(() => undefined);
    // @ts-expect-error tokens are strings
    void api.addToWatchList({ body: { tokens: [1] } }).catch(() => undefined);
    // @ts-expect-error path params are required
    void api.revokeSession({}).catch(() => undefined);
    expect(typeof api.whoami).toBe('function');
  });
});

describe('[API-04] failures become a typed ApiError', () => {
  it('maps the error shape', async () => {
    const { fetch } = fakeFetch(() =>
      json(429, {
        status: 429,
        codeString: 'TOO_MANY_OTP_REQUESTS',
        localizedMessage: 'تعداد درخواست‌ها زیاد است',
      }),
    );
    const error = await createWalletApi(baseConfig({ fetch }))
      .requestOtp({
        body: {
          region: 'IR',
          number: '0912',
          deviceInformation: { persistentId: 'p', fingerprint: 'f', spec: {} },
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      codeString: 'TOO_MANY_OTP_REQUESTS',
      localizedMessage: 'تعداد درخواست‌ها زیاد است',
      call: 'requestOtp',
    });
  });

  it('maps an answer without the error shape to HTTP_<status> with no message', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await createWalletApi(baseConfig({ fetch, getToken: () => 't' }))
      .whoami()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      codeString: 'HTTP_502',
      localizedMessage: null,
    });
  });

  it('maps a network failure to CONNECTION_ERROR', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const error = await createWalletApi(baseConfig({ fetch, getToken: () => 't' }))
      .whoami()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, codeString: 'CONNECTION_ERROR' });
  });

  it('maps an answer that breaks the contract to INVALID_RESPONSE when validating', async () => {
    const { fetch } = fakeFetch(() => json(200, { result: { tokens: 'not-a-list' } }));
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't', validateResponses: true }), calls);
    const error = await api.addToWatchList({ body: { tokens: ['BTC'] } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-response', codeString: 'INVALID_RESPONSE' });
  });

  it('the app client sends from routes alone, and cannot check answers without the definitions', async () => {
    const { fetch } = fakeFetch(() => json(200, { result: { tokens: 'not-a-list' } }));
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't' }));
    await expect(api.addToWatchList({ body: { tokens: ['BTC'] } })).resolves.toEqual({
      tokens: 'not-a-list',
    });
    expect(() => createWalletApi(baseConfig({ fetch, validateResponses: true }))).toThrow(TypeError);
  });

  it('retries once after onUnauthorized answers retry, and not again', async () => {
    let answers = 0;
    const { fetch } = fakeFetch(() => {
      answers++;
      return answers === 1
        ? json(401, { status: 401, codeString: 'UNAUTHORIZED', localizedMessage: '' })
        : json(200, { result: {} });
    });
    const onUnauthorized = vi.fn(async () => 'retry' as const);
    await createWalletApi(baseConfig({ fetch, getToken: () => 't', onUnauthorized })).logout();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(answers).toBe(2);

    const always401 = fakeFetch(() =>
      json(403, { status: 403, codeString: 'FORBIDDEN', localizedMessage: '' }),
    );
    const error = await createWalletApi(
      baseConfig({ fetch: always401.fetch, getToken: () => 't', onUnauthorized }),
    )
      .logout()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(always401.seen).toHaveLength(2);
  });
});

describe("the app's client, whose route table loads apart from the start-up code", () => {
  const unauthorized = () => json(401, { status: 401, codeString: 'UNAUTHORIZED', localizedMessage: '' });

  it('starts loading the table when it is made, once, and sends every call from it', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: {} }));
    const loadRoutes = vi.fn(async () => CALL_ROUTES);
    const api = createLazyApiClient<typeof calls>(loadRoutes, baseConfig({ fetch, getToken: () => 't' }));
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
    await Promise.all([api.logout(), api.whoami()]);
    await api.logout();
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /v1/authentication/logout',
      'GET /v1/user/whoami',
      'POST /v1/authentication/logout',
    ]);
  });

  it('fails a call as a lost connection when the table does not arrive, and asks for it again next time', async () => {
    const { fetch } = fakeFetch(() => json(200, { result: {} }));
    const loadRoutes = vi
      .fn<() => Promise<typeof CALL_ROUTES>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(CALL_ROUTES);
    const api = createLazyApiClient<typeof calls>(loadRoutes, baseConfig({ fetch, getToken: () => 't' }));
    await expect(api.logout()).rejects.toMatchObject({ kind: 'network', codeString: 'CONNECTION_ERROR' });
    await expect(api.logout()).resolves.toEqual({});
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });

  it('is not a promise, keeps what every object has, and refuses a name that is not a call', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { result: {} }));
    const api = createWalletApi(baseConfig({ fetch }));
    expect(await Promise.resolve(api)).toBe(api);
    expect(Object.prototype.toString.call(api)).toBe('[object Object]');
    expect(api.toString).toBe(Object.prototype.toString);
    const unknown = (api as unknown as Record<string, () => Promise<unknown>>).notACall!;
    await expect(unknown()).rejects.toThrow('notACall is not a call of the contract');
    expect(seen).toHaveLength(0);
  });

  it("asks onUnauthorized only about calls that may send the session: an anonymous call's 401 is its answer", async () => {
    const { fetch, seen } = fakeFetch(unauthorized);
    const onUnauthorized = vi.fn(async () => 'retry' as const);
    const api = createWalletApi(baseConfig({ fetch, getToken: () => 't', onUnauthorized }));
    const error = await api
      .verifyOtp({
        body: {
          region: 'IR',
          number: '09121234567',
          code: '000000',
          deviceInformation: { persistentId: 'p', fingerprint: 'f', spec: {} },
        },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, call: 'verifyOtp' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});

describe('[API-02] timeouts', () => {
  it('gives every call 30 s and document upload 10 minutes', () => {
    for (const definition of Object.values(calls)) {
      const isUpload = 'upload' in definition && definition.upload;
      expect(definition.timeoutMs).toBe(isUpload ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
    }
    expect(Object.values(calls).some((definition) => 'upload' in definition && definition.upload)).toBe(true);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(upload.timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBe(600_000);
  });

  it('fails with TIMEOUT when no answer comes in time', async () => {
    const slow = defineCall({
      method: 'GET',
      path: '/slow',
      summary: 'slow',
      auth: 'anonymous',
      tags: [],
      timeoutMs: 50,
      response: z.object({}),
    });
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        const signal = (_ instanceof Request ? _.signal : init?.signal) ?? undefined;
        signal?.addEventListener('abort', () => reject(signal.reason));
      })) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ slow }, baseConfig({ fetch }));
    const error = await api.slow().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, codeString: 'TIMEOUT' });
  });
});

describe('upload', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ result: { size, type: req.headers['content-type'] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('[API-02] sends multipart form data and reports upload progress', async () => {
    const api = createApiClient({ upload }, baseConfig({ baseUrl: url, getToken: () => 't' }));
    const progress: number[] = [];
    const result = await api.upload(
      { body: { type: 'NATIONAL_ID_FRONT', data: new Blob([new Uint8Array(256 * 1024)]) } },
      { onUploadProgress: (p) => progress.push(p.percent) },
    );
    expect(result.type).toMatch(/^multipart\/form-data/);
    expect(result.size).toBeGreaterThan(256 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });
});
