import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';

/** The app reads the server's time from answers' Date header (the PIN lock's 60 s run on it). */
describe('the Date header', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it("tells the sandbox clock's time, and moves when the clock is moved", async () => {
    const before = Date.parse((await sandbox.raw('/v1/utils/global-configs')).headers.get('date') ?? '');
    expect(Math.abs(before - Date.now())).toBeLessThan(5000);
    await sandbox.advanceClock(3600);
    const after = Date.parse((await sandbox.raw('/v1/utils/global-configs')).headers.get('date') ?? '');
    expect(after - before).toBeGreaterThanOrEqual(3599_000);
    expect(after - before).toBeLessThan(3610_000);
  });
});
