import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, KYC_IMAGE_MAX_BYTES, type KycDocumentType } from '@wallet/api';
import { UPLOAD_BODY_LIMIT_BYTES } from '../../src/http/multipart';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const blob = (bytes: Uint8Array<ArrayBuffer>, type = 'application/octet-stream') =>
  new Blob([bytes], { type });

let phoneSerial = 0;
const newUser = () => {
  phoneSerial += 1;
  const phone = `0912777${String(phoneSerial).padStart(4, '0')}`;
  return t.userWith(phone, { level: 'LEVEL_1_IR' }).then((user) => ({ ...user, phone }));
};

async function uploadAll(api: Awaited<ReturnType<typeof newUser>>['api']) {
  await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } });
  await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_BACK', data: blob(PNG) } });
  return api.uploadKycDocument({ body: { type: 'SELFIE_VIDEO', data: blob(WEBM) } });
}

/** A multipart request sent by hand, for bodies the client would never send. */
async function rawUpload(token: string, parts: [string, string | Blob][], contentType?: string) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const init: RequestInit & { token: string } = { method: 'POST', token, body: form };
  if (contentType) init.headers = { 'content-type': contentType };
  return t.raw('/v1/kyc/documents', init);
}

describe('POST /v1/kyc/documents', () => {
  it('takes the three documents, stores their bytes, and puts the round under review [KYC-07]', async () => {
    const { api } = await newUser();
    const front = await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } });
    expect(front).toEqual({
      type: 'NATIONAL_ID_FRONT',
      uploadedTypes: ['NATIONAL_ID_FRONT'],
      status: 'PENDING',
    });
    await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_BACK', data: blob(PNG) } });
    const selfie = await api.uploadKycDocument({ body: { type: 'SELFIE_VIDEO', data: blob(WEBM) } });
    expect(selfie.status).toBe('CHECKING');
    expect(selfie.uploadedTypes).toEqual(['SELFIE_VIDEO', 'NATIONAL_ID_FRONT', 'NATIONAL_ID_BACK']);

    const dir = join(t.running.sandbox.config.dataDir!, 'kyc-documents');
    const stored = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => /\.\w+$/.test(name));
    const front_ = stored.find((name) => name.endsWith('NATIONAL_ID_FRONT.jpg'))!;
    expect(new Uint8Array(readFileSync(join(dir, front_)))).toEqual(JPEG);
    expect(stored.some((name) => name.endsWith('SELFIE_VIDEO.webm'))).toBe(true);
    expect(stored.some((name) => name.endsWith('NATIONAL_ID_BACK.png'))).toBe(true);
  });

  it('refuses the same document twice with DUPLICATE_KYC_DOCUMENT', async () => {
    const { api } = await newUser();
    await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } });
    const error = await apiFailure(
      api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(PNG) } }),
    );
    expect([error.status, error.codeString]).toEqual([409, 'DUPLICATE_KYC_DOCUMENT']);
  });

  it('needs level 1 first', async () => {
    const { api } = await t.userWith('09127770999', { level: 'LEVEL_0' });
    const error = await apiFailure(
      api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } }),
    );
    expect([error.status, error.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it.each<[string, KycDocumentType, Uint8Array<ArrayBuffer>]>([
    ['text named as an image', 'NATIONAL_ID_FRONT', new TextEncoder().encode('not an image')],
    ['a video as an ID side', 'NATIONAL_ID_BACK', WEBM],
    ['an image as the selfie', 'SELFIE_VIDEO', JPEG],
  ])('checks the type by content: %s is BAD_INPUT_VALUES', async (_, type, bytes) => {
    const { api } = await newUser();
    const error = await apiFailure(
      api.uploadKycDocument({ body: { type, data: blob(bytes, 'image/jpeg') } }),
    );
    expect([error.status, error.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
  });

  it('refuses an image over 5 MB with BODY_TOO_LARGE', async () => {
    const { api } = await newUser();
    const big = new Uint8Array(KYC_IMAGE_MAX_BYTES + 1);
    big.set(JPEG);
    const error = await apiFailure(
      api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(big) } }),
    );
    expect([error.status, error.codeString]).toEqual([400, 'BODY_TOO_LARGE']);
  });

  it.each<[string, [string, string | Blob][], string | undefined]>([
    ['no data part', [['type', 'NATIONAL_ID_FRONT']], undefined],
    ['no type part', [['data', blob(JPEG)]], undefined],
    [
      'an unknown type',
      [
        ['type', 'PASSPORT'],
        ['data', blob(JPEG)],
      ],
      undefined,
    ],
    [
      'data as text',
      [
        ['type', 'NATIONAL_ID_FRONT'],
        ['data', 'ffd8ff'],
      ],
      undefined,
    ],
    [
      'an extra part',
      [
        ['type', 'NATIONAL_ID_FRONT'],
        ['data', blob(JPEG)],
        ['note', 'x'],
      ],
      undefined,
    ],
    ['a JSON body', [], 'application/json'],
    [
      'a broken multipart body',
      [['type', 'NATIONAL_ID_FRONT']],
      'multipart/form-data; boundary=nothing-here',
    ],
  ])('answers %s with 400 and a codeString, never 500', async (_, parts, contentType) => {
    const { token } = await newUser();
    const answer = await rawUpload(token, parts, contentType);
    expect(answer.status).toBe(400);
    expect(answer.body.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('refuses a body over the upload limit with BODY_TOO_LARGE before reading it', async () => {
    const { token } = await newUser();
    const huge = new Uint8Array(UPLOAD_BODY_LIMIT_BYTES + 1);
    huge.set(WEBM);
    const answer = await rawUpload(token, [
      ['type', 'SELFIE_VIDEO'],
      ['data', blob(huge)],
    ]);
    expect([answer.status, answer.body.codeString]).toEqual([400, 'BODY_TOO_LARGE']);
  });

  it('keeps the small body limit on the other calls', async () => {
    const { token } = await newUser();
    const answer = await t.raw(calls.setUtm.path, {
      method: calls.setUtm.method,
      token,
      body: JSON.stringify({ campaignCode: 'x'.repeat(200 * 1024) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.codeString).toBe('BODY_TOO_LARGE');
  });
});

describe('the level-2 review', () => {
  const whoamiLevel = async (api: Awaited<ReturnType<typeof newUser>>['api']) => (await api.whoami()).level;

  it('is accepted after three minutes on the sandbox clock, and the user is LEVEL_2_IR', async () => {
    const { api } = await newUser();
    await uploadAll(api);
    await t.advanceClock(170);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await whoamiLevel(api)).toBe('LEVEL_1_IR');
    await t.advanceClock(20);
    await expect.poll(() => whoamiLevel(api), { timeout: 5000 }).toBe('LEVEL_2_IR');
  });

  it('is decided at once by the control: accepted gives LEVEL_2_IR', async () => {
    const { api, phone } = await newUser();
    await uploadAll(api);
    const answer = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'ACCEPT' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ status: 'SUCCEED' });
    expect(await whoamiLevel(api)).toBe('LEVEL_2_IR');
  });

  it('rejected with a reason, the user stays at level 1 and may send the documents again', async () => {
    const { api, phone } = await newUser();
    await uploadAll(api);
    const answer = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'REJECT', reason: 'SELFIE_UNCLEAR' }),
    });
    expect(answer.body.result).toMatchObject({ status: 'FAILED', reason: 'SELFIE_UNCLEAR' });
    expect(await whoamiLevel(api)).toBe('LEVEL_1_IR');
    const again = await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } });
    expect(again.uploadedTypes).toEqual(['NATIONAL_ID_FRONT']);
  });

  it('[KYC-05] GET /v1/kyc gives a rejected round FAILED with its reason, then the new round, then SUCCEED', async () => {
    const { api, phone } = await newUser();
    expect(await api.kycInfo()).toMatchObject({
      level2Status: 'PENDING',
      level2FailureReason: null,
      level2FailedAt: null,
    });
    await uploadAll(api);
    expect((await api.kycInfo()).level2Status).toBe('CHECKING');
    await t.advanceClock(30);
    const decidedAfter = t.running.sandbox.clock.now().getTime();
    const rejected = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'REJECT', reason: 'FACE_MISMATCH' }),
    });
    expect(rejected.status).toBe(200);
    const failed = await api.kycInfo();
    expect(failed).toMatchObject({
      level: 'LEVEL_1_IR',
      level1Status: 'SUCCEED',
      level2Status: 'FAILED',
      level2FailureReason: 'FACE_MISMATCH',
    });
    const failedAt = Date.parse(failed.level2FailedAt!);
    expect(failedAt).toBeGreaterThanOrEqual(decidedAfter);
    expect(failedAt).toBeLessThanOrEqual(t.running.sandbox.clock.now().getTime());

    // Sending again starts a new round: the failure is no longer the latest.
    await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: blob(JPEG) } });
    expect(await api.kycInfo()).toMatchObject({
      level2Status: 'PENDING',
      level2FailureReason: null,
      level2FailedAt: null,
    });
    await api.uploadKycDocument({ body: { type: 'NATIONAL_ID_BACK', data: blob(PNG) } });
    await api.uploadKycDocument({ body: { type: 'SELFIE_VIDEO', data: blob(WEBM) } });
    expect((await api.kycInfo()).level2Status).toBe('CHECKING');
    const accepted = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'ACCEPT' }),
    });
    expect(accepted.status).toBe(200);
    expect(await api.kycInfo()).toMatchObject({
      level: 'LEVEL_2_IR',
      level2Status: 'SUCCEED',
      level2FailureReason: null,
    });
  });

  it('the control answers 404 when nothing is under review, and 400 for a reject without reason', async () => {
    const { phone } = await newUser();
    const none = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'ACCEPT' }),
    });
    expect([none.status, none.body.codeString]).toEqual([404, 'NOT_FOUND']);
    const noReason = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'REJECT' }),
    });
    expect([noReason.status, noReason.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    const unknownReason = await t.raw('/__sandbox/kyc/documents/review', {
      method: 'POST',
      body: JSON.stringify({ phone, decision: 'REJECT', reason: 'The selfie is blurred' }),
    });
    expect([unknownReason.status, unknownReason.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
  });
});
