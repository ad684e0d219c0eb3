/**
 * The sandbox's folder layers of eslint.config.js (wallet/folder-layers), proven on the real config: each probe
 * is one import, linted as if it were a file in a real sandbox folder (the file need not exist). An import that
 * goes up a layer must be an error of the rule; the import of the same file from a layer above must lint clean.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = 'tools/sandbox-api/src';
const RULE = 'wallet/folder-layers';
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, SRC, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const layerErrors = async (file: string, code: string) =>
  (await lint(file, code)).filter(({ ruleId }) => ruleId === RULE);

interface Probe {
  kind: string;
  /** The probe file, relative to the sandbox's src/. */
  bad: { file: string; code: string };
  good: { file: string; code: string };
}

const PROBES: Probe[] = [
  {
    kind: 'money importing a flow (the wallet)',
    bad: { file: 'money/__probe.ts', code: "import { userAssets } from '../wallet/assets';" },
    good: { file: 'wallet/__probe.ts', code: "import { postEntry } from '../money/ledger';" },
  },
  {
    kind: 'money importing the bank',
    bad: { file: 'money/__probe.ts', code: "import { creditRialDeposit } from '../rial/rial-deposits';" },
    good: { file: 'money/__probe.ts', code: "import { coinConfig } from '../config/coins';" },
  },
  {
    kind: 'config importing money',
    bad: { file: 'config/__probe.ts', code: "import { userBalances } from '../money/ledger';" },
    good: { file: 'money/__probe.ts', code: "import { refuseIfFlagOn } from '../config/flags';" },
  },
  {
    kind: 'the database importing a flow',
    bad: { file: 'db/__probe.ts', code: "import type { ExpressTask } from '../express/tasks';" },
    good: { file: 'db/__probe.ts', code: "export * from '../express/__probe-tables';" },
  },
  {
    kind: 'a domain importing http/',
    bad: { file: 'trade/__probe.ts', code: "import { runMoneyCall } from '../http/idempotency';" },
    good: { file: 'trade/__probe.ts', code: "import { guardTrade } from '../money/spend-guard';" },
  },
  {
    kind: 'a domain importing the app',
    bad: { file: 'kyc/__probe.ts', code: "import { handlers } from '../domains';" },
    good: { file: 'kyc/__probe.ts', code: "import { joinHandlers } from '../handler-maps';" },
  },
  {
    kind: 'a table importing its domain',
    bad: { file: 'wallet/tables.ts', code: "import { listTransactions } from './transaction-list';" },
    good: { file: 'wallet/tables.ts', code: "import { at, id, ref } from '../db/columns';" },
  },
];

describe('sandbox folder layers (eslint.config.js, wallet/folder-layers)', () => {
  for (const { kind, bad, good } of PROBES) {
    it(`refuses ${kind}`, async () => {
      expect(await layerErrors(bad.file, bad.code)).toHaveLength(1);
    });
    it(`accepts the import down the layers (${kind})`, async () => {
      expect(await layerErrors(good.file, good.code)).toEqual([]);
    });
  }

  it('says which layers, why, and the direction', async () => {
    const [error] = await layerErrors('money/__probe.ts', "import { userAssets } from '../wallet/assets';");
    expect(error!.message).toContain('money/__probe.ts (money)');
    expect(error!.message).toContain('wallet/assets.ts, domains');
    expect(error!.message).toContain('app -> http -> domains -> money -> base');
  });

  it('sees every import form: export from, import(), import type, typeof import(), vi.mock', async () => {
    const code = [
      "export { postEntry } from '../wallet/assets';",
      "const later = await import('../wallet/assets');",
      "import type { UserAssets } from '../wallet/assets';",
      "type Assets = typeof import('../wallet/assets');",
      "vi.mock('../wallet/assets');",
    ].join('\n');
    expect(await layerErrors('money/__probe.ts', code)).toHaveLength(5);
  });

  it('places a test file with the file it tests', async () => {
    expect(await layerErrors('money/ledger.test.ts', "import '../wallet/assets';")).toHaveLength(1);
  });

  it('refuses a file in a folder no layer places', async () => {
    const messages = await layerErrors('new-folder/__probe.ts', "import { ApiFailure } from '../errors';");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('in no layer');
  });

  it('leaves files outside the sandbox source alone', async () => {
    const [result] = await eslint.lintText("import '../src/wallet/assets';", {
      filePath: join(ROOT, 'tools/sandbox-api/test/__probe.ts'),
    });
    expect(result!.messages.filter(({ ruleId }) => ruleId === RULE)).toEqual([]);
  });
});
