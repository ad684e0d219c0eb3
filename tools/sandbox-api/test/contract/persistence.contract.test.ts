import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moneyKey, startTestSandbox } from '../harness';

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the data directory', () => {
  // Two starts, the first making and seeding a new directory: far over the default time on a busy machine.
  it(
    'keeps users, sessions and balances across a restart and seeds only a new directory',
    { timeout: 240_000 },
    async () => {
      const first = await startTestSandbox({ dataDir });
      expect(first.running.seeded).toBe(true);
      const { token } = await first.login('09124440001');
      await first.api(token).claimGiftCard({ body: { code: 'GIFT-DEMO-TON-2' } }, moneyKey());
      await first.close();

      const second = await startTestSandbox({ dataDir });
      try {
        expect(second.running.seeded).toBe(false);
        const me = await second.api(token).whoami();
        expect(me.phoneNumbers[0]?.number).toBe('+989124440001');
        expect((await second.api(token).asset({ params: { token: 'TON' } })).balance.amount.number).toBe('2');
        expect((await second.api().globalConfigs()).coins).toHaveLength(18);
      } finally {
        await second.close();
      }
    },
  );
});
