import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** Spec 000 §3: the Rial deposit methods, each behind the flag of its name. */
const RIAL_DEPOSIT_METHODS = [
  'GATEWAY',
  'CASH_IN_CODE',
  'DIRECT_DEBIT',
  'CARD_TO_CARD',
  'POL',
  'PAYA_SATNA',
  'BLU_SAMAN',
  'SAMAN_SAMAN',
];

describe('Rial deposit method flags', () => {
  it('[RIAL-07] turns every Rial deposit method on in a fresh sandbox', async () => {
    const { featuresList } = await t.api().globalConfigs();
    expect(featuresList).toEqual(expect.arrayContaining(RIAL_DEPOSIT_METHODS));
  });

  it('[RIAL-07] switches one method off and on again with the sandbox control', async () => {
    const put = (enabled: boolean) =>
      t.raw('/__sandbox/flags/SAMAN_SAMAN', { method: 'PUT', body: JSON.stringify({ enabled }) });
    expect((await put(false)).status).toBe(200);
    const off = (await t.api().globalConfigs()).featuresList;
    expect(off).not.toContain('SAMAN_SAMAN');
    expect(off).toContain('BLU_SAMAN');
    await put(true);
    expect((await t.api().globalConfigs()).featuresList).toContain('SAMAN_SAMAN');
  });

  it('refuses a flag the catalogue does not have with a 4xx and its code', async () => {
    const { status, body } = await t.raw('/__sandbox/flags/SAMAN_BLU', {
      method: 'PUT',
      body: JSON.stringify({ enabled: true }),
    });
    expect(status).toBe(400);
    expect(body.codeString).toBe('BAD_INPUT_VALUES');
  });
});
