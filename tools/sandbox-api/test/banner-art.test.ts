import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('banner artwork', () => {
  it('serves an image for every seeded banner the banners call names', async () => {
    const { token } = await sandbox.login('09120000001');
    const banners = await sandbox.api(token).banners();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const { status, body, headers } = await sandbox.raw(banner.src);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(String(body)).toContain('<svg');
    }
  });

  it('answers 404 for a banner that does not exist', async () => {
    expect((await sandbox.raw('/banners/nothing.svg')).status).toBe(404);
  });
});
