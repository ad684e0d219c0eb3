import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { UPLOAD_TIMEOUT_MS } from '../define';
import { createDocumentUpload, type DocumentUploadConfig } from './upload-document';

/** Records what is sent and lets the test play the server's side. */
class FakeRequest {
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setUp(overrides: Partial<DocumentUploadConfig> = {}) {
  const requests: FakeRequest[] = [];
  const upload = createDocumentUpload({
    baseUrl: 'https://api.example/',
    platform: 'TELEGRAM',
    os: 'android',
    getToken: () => 'token-1',
    getTimezone: () => 'Asia/Tehran',
    getLanguage: () => 'fa',
    createRequest: () => {
      const request = new FakeRequest();
      requests.push(request);
      return request as unknown as XMLHttpRequest;
    },
    ...overrides,
  });
  return { upload, requests, last: () => requests.at(-1)! };
}

const IMAGE = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const UPLOADED = { type: 'NATIONAL_ID_FRONT', uploadedTypes: ['NATIONAL_ID_FRONT'], status: 'PENDING' };

describe('createDocumentUpload', () => {
  it('posts multipart type and data with the client headers and the 10-minute timeout', async () => {
    const { upload, last } = setUp();
    const done = upload('NATIONAL_ID_FRONT', IMAGE);
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example/v1/kyc/documents');
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(request.headers).toEqual({
      Authorization: 'Bearer token-1',
      'X-Timezone': 'Asia/Tehran',
      'X-Platform': 'TELEGRAM',
      'X-OS': 'ANDROID',
      'Accept-Language': 'fa',
    });
    expect(request.body?.get('type')).toBe('NATIONAL_ID_FRONT');
    expect(request.body?.get('data')).toBeInstanceOf(Blob);
    request.answer(200, { result: UPLOADED });
    await expect(done).resolves.toEqual(UPLOADED);
  });

  it('sends no Authorization header without a token', () => {
    const { upload, last } = setUp({ getToken: () => null });
    void upload('SELFIE_VIDEO', IMAGE).catch(() => undefined);
    expect(last().headers.Authorization).toBeUndefined();
  });

  it('reports loaded and total bytes as they go up', async () => {
    const { upload, last } = setUp();
    const seen: { loaded: number; total: number }[] = [];
    const done = upload('NATIONAL_ID_BACK', IMAGE, { onProgress: (p) => seen.push(p) });
    last().progress(10, 40);
    last().progress(40, 40);
    last().answer(200, { result: UPLOADED });
    await done;
    expect(seen).toEqual([
      { loaded: 10, total: 40 },
      { loaded: 40, total: 40 },
    ]);
  });

  it('turns an error answer into the ApiError of the client', async () => {
    const { upload, last } = setUp();
    const done = upload('NATIONAL_ID_FRONT', IMAGE);
    last().answer(409, {
      status: 409,
      codeString: 'DUPLICATE_KYC_DOCUMENT',
      localizedMessage: 'Sent already',
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      codeString: 'DUPLICATE_KYC_DOCUMENT',
      localizedMessage: 'Sent already',
      call: 'uploadKycDocument',
    });
  });

  it.each([
    ['a timeout', (r: FakeRequest) => r.ontimeout?.(), 'timeout', 'TIMEOUT'],
    ['a lost connection', (r: FakeRequest) => r.onerror?.(), 'network', 'CONNECTION_ERROR'],
    [
      'an answer without result',
      (r: FakeRequest) => r.answer(200, 'not json'),
      'invalid-response',
      'INVALID_RESPONSE',
    ],
  ])('fails with its own kind on %s', async (_, happen, kind, codeString) => {
    const { upload, last } = setUp();
    const done = upload('NATIONAL_ID_FRONT', IMAGE);
    happen(last());
    await expect(done).rejects.toMatchObject({ kind, codeString });
  });

  it('aborts the request when the signal does', async () => {
    const { upload, last } = setUp();
    const controller = new AbortController();
    const done = upload('NATIONAL_ID_FRONT', IMAGE, { signal: controller.signal });
    controller.abort();
    expect(last().isAborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal has already aborted', async () => {
    const { upload, requests } = setUp();
    await expect(upload('NATIONAL_ID_FRONT', IMAGE, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });
});
