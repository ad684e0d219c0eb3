import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_MEDIA_MAX_BYTES } from '@wallet/api';
import { feedback, feedbackMedia } from '../../src/db/schema';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09121117001')).token;
});
afterAll(() => t.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const image = (signature: number[], size = 64) =>
  Buffer.concat([Buffer.from(signature), Buffer.alloc(size - signature.length, 7)]).toString('base64');
const PNG = { contentType: 'image/png' as const, data: image(PNG_SIGNATURE) };
const JPEG = { contentType: 'image/jpeg' as const, data: image(JPEG_SIGNATURE) };

describe('[PROF-06] feedback', () => {
  it('takes a score, a caption and up to three screenshots', async () => {
    const receipt = await t.api(token).sendFeedback({
      body: { score: 5, caption: 'برنامهٔ خوبی است', medias: [PNG, JPEG, PNG] },
    });
    expect(receipt).toEqual({ id: expect.stringMatching(/^\d+$/), createdAt: expect.any(String) });
    const { db } = t.running.sandbox;
    const [row] = await db
      .select()
      .from(feedback)
      .where(eq(feedback.id, Number(receipt.id)));
    expect(row).toMatchObject({ score: 5, caption: 'برنامهٔ خوبی است' });
    const media = await db
      .select()
      .from(feedbackMedia)
      .where(eq(feedbackMedia.feedbackId, Number(receipt.id)));
    expect(media.map((m) => [m.contentType, m.byteLength])).toEqual([
      ['image/png', 64],
      ['image/jpeg', 64],
      ['image/png', 64],
    ]);
  });

  it('takes a score and a caption without media', async () => {
    const receipt = await t.api(token).sendFeedback({ body: { score: 1, caption: 'Slow' } });
    expect(receipt.id).toMatch(/^\d+$/);
  });

  it.each([
    ['a score of 0', { score: 0, caption: 'x' }],
    ['a score of 6', { score: 6, caption: 'x' }],
    ['a score of 4.5', { score: 4.5, caption: 'x' }],
    ['an empty caption', { score: 3, caption: '   ' }],
    ['a caption over 1000 characters', { score: 3, caption: 'x'.repeat(1001) }],
    ['four screenshots', { score: 3, caption: 'x', medias: [PNG, PNG, PNG, PNG] }],
    [
      'a media type other than an image',
      { score: 3, caption: 'x', medias: [{ ...PNG, contentType: 'text/html' }] },
    ],
    ['media that is not base64', { score: 3, caption: 'x', medias: [{ ...PNG, data: '<svg>' }] }],
  ])('refuses %s with 400 BAD_INPUT_VALUES', async (_, body) => {
    const { status, body: answer } = await t.raw('/v1/feedback', {
      method: 'POST',
      token,
      body: JSON.stringify(body),
    });
    expect(status).toBe(400);
    expect(answer.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('checks the type by content: bytes of another type than named are refused', async () => {
    const error = await failure(
      t.api(token).sendFeedback({
        body: { score: 4, caption: 'x', medias: [{ contentType: 'image/png', data: JPEG.data }] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.codeString).toBe('BAD_INPUT_VALUES');
    const text = await failure(
      t.api(token).sendFeedback({
        body: {
          score: 4,
          caption: 'x',
          medias: [{ contentType: 'image/jpeg', data: Buffer.from('<html></html>').toString('base64') }],
        },
      }),
    );
    expect(text.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('refuses a screenshot over the size cap', async () => {
    const { status, body } = await t.raw('/v1/feedback', {
      method: 'POST',
      token,
      body: JSON.stringify({
        score: 4,
        caption: 'x',
        medias: [{ contentType: 'image/png', data: image(PNG_SIGNATURE, FEEDBACK_MEDIA_MAX_BYTES + 3) }],
      }),
    });
    expect(status).toBe(400);
    expect(body.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('takes three screenshots at the size cap within the body limit', async () => {
    const big = { contentType: 'image/png' as const, data: image(PNG_SIGNATURE, FEEDBACK_MEDIA_MAX_BYTES) };
    const receipt = await t.api(token).sendFeedback({
      body: { score: 2, caption: 'x'.repeat(1000), medias: [big, big, big] },
    });
    expect(receipt.id).toMatch(/^\d+$/);
  });

  it('needs a logged-in user', async () => {
    const { status } = await t.raw('/v1/feedback', {
      method: 'POST',
      body: JSON.stringify({ score: 5, caption: 'x' }),
    });
    expect(status).toBe(401);
  });
});
