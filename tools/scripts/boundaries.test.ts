/**
 * The package boundaries of eslint.config.js, proven on the real config: each probe is one import, linted as
 * if it were a file in a real package folder (the file need not exist). A bad import of each kind must be an
 * error of the named rule; the good import of the same kind must lint clean.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

interface Probe {
  /** Where the probe file is, relative to the root. */
  file: string;
  code: string;
}

interface Kind {
  kind: string;
  bad: Probe & { rule: string };
  good: Probe;
}

const KINDS: Kind[] = [
  {
    kind: 'a relative import leaving its package',
    bad: {
      file: 'packages/features/crypto/src/__probe.ts',
      code: "import '../../wallet/src/index';",
      rule: 'wallet/no-relative-escape',
    },
    good: { file: 'packages/features/crypto/src/__probe.ts', code: "import './index';" },
  },
  {
    kind: 'core importing ui',
    bad: { file: 'packages/core/src/__probe.ts', code: "import '@wallet/ui';", rule: 'wallet/layers' },
    good: { file: 'packages/core/src/__probe.ts', code: "import 'big.js';" },
  },
  {
    kind: 'kit importing api',
    bad: { file: 'packages/kit/src/__probe.ts', code: "import '@wallet/api';", rule: 'wallet/layers' },
    good: { file: 'packages/kit/src/__probe.ts', code: "import '@wallet/core';" },
  },
  {
    kind: 'ui importing a feature',
    bad: {
      file: 'packages/ui/src/__probe.ts',
      code: "import '@wallet/features-wallet';",
      rule: 'wallet/layers',
    },
    good: { file: 'packages/ui/src/__probe.ts', code: "import '@wallet/platform';" },
  },
  {
    kind: 'a feature importing a sibling feature',
    bad: {
      file: 'packages/features/crypto/src/__probe.ts',
      code: "import '@wallet/features-wallet';",
      rule: 'wallet/layers',
    },
    good: { file: 'packages/features/crypto/src/__probe.ts', code: "import '@wallet/ui';" },
  },
  {
    kind: 'app importing a host',
    bad: { file: 'packages/app/src/__probe.ts', code: "import '@wallet/web';", rule: 'wallet/layers' },
    good: { file: 'packages/app/src/__probe.ts', code: "import '@wallet/features-wallet';" },
  },
  {
    kind: 'a feature importing the Telegram SDK',
    bad: {
      file: 'packages/features/crypto/src/__probe.ts',
      code: "import '@telegram-apps/sdk-react';",
      rule: 'wallet/restricted-modules',
    },
    good: { file: 'apps/mini-app/src/__probe.ts', code: "import '@telegram-apps/sdk-react';" },
  },
  {
    kind: 'a feature importing telegram-ui',
    bad: {
      file: 'packages/features/wallet/src/__probe.ts',
      code: "import '@telegram-apps/telegram-ui';",
      rule: 'wallet/restricted-modules',
    },
    good: {
      file: 'packages/kit/src/__probe.ts',
      code: "import '@telegram-apps/telegram-ui/dist/styles.css';",
    },
  },
  {
    kind: 'a feature importing jotai',
    bad: {
      file: 'packages/features/wallet/src/__probe.ts',
      code: "import 'jotai';",
      rule: 'wallet/restricted-modules',
    },
    good: { file: 'packages/ui/src/state/atoms.ts', code: "import 'jotai';" },
  },
  {
    kind: 'a ui module reaching jotai past the atoms module',
    bad: {
      file: 'packages/ui/src/assets/__probe.ts',
      code: "import 'jotai';",
      rule: 'no-restricted-imports',
    },
    good: { file: 'packages/ui/src/assets/__probe.ts', code: "import '../state/atoms';" },
  },
  {
    kind: 'tools importing an app package',
    bad: {
      file: 'tools/sandbox-api/src/http/__probe.ts',
      code: "import '@wallet/ui';",
      rule: 'wallet/layers',
    },
    good: { file: 'tools/sandbox-api/src/http/__probe.ts', code: "import '@wallet/api';" },
  },
  {
    kind: 'tg-host importing the sandbox beyond its signing entries',
    bad: {
      file: 'tools/tg-host/src/__probe.ts',
      code: "import '@wallet/sandbox-api';",
      rule: 'wallet/layers',
    },
    good: { file: 'tools/tg-host/src/__probe.ts', code: "import '@wallet/sandbox-api/config';" },
  },
  {
    kind: 'a package importing a server library',
    bad: { file: 'packages/api/src/__probe.ts', code: "import 'hono';", rule: 'wallet/restricted-modules' },
    good: { file: 'tools/sandbox-api/src/http/__probe.ts', code: "import 'hono';" },
  },
  {
    kind: 'an undeclared dependency',
    bad: {
      file: 'packages/core/src/__probe.ts',
      code: "import 'zod';",
      rule: 'wallet/declared-dependencies',
    },
    good: { file: 'packages/api/src/__probe.ts', code: "import 'zod';" },
  },
];

async function lint({ file, code }: Probe) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('package boundaries (eslint.config.js)', () => {
  for (const { kind, bad, good } of KINDS) {
    it(`refuses ${kind}`, async () => {
      const messages = await lint(bad);
      expect(messages.map(({ ruleId }) => ruleId)).toContain(bad.rule);
    });
    it(`accepts the matching good import (${kind})`, async () => {
      expect(await lint(good)).toEqual([]);
    });
  }

  it('says why, and what the direction is', async () => {
    const [message] = await lint(KINDS[4]!.bad);
    expect(message?.message).toMatch(/never another feature/);
    expect(message?.message).toMatch(/apps -> app -> features -> ui -> kit, platform, api, i18n -> core/);
  });

  it('sees every import form: export from, import(), import type, typeof import(), require, vi.mock', async () => {
    const forms = [
      "export { x } from '@wallet/ui';",
      "export * from '@wallet/ui';",
      "export const load = () => import('@wallet/ui');",
      "import type { X } from '@wallet/ui'; export type Y = X;",
      "export type Y = typeof import('@wallet/ui');",
      "import x = require('@wallet/ui'); export { x };",
      "export const y = require('@wallet/ui');",
      "vi.mock('@wallet/ui');",
    ];
    for (const code of forms) {
      const messages = await lint({ file: 'packages/core/src/__probe.ts', code });
      expect(
        messages.map(({ ruleId }) => ruleId),
        code,
      ).toContain('wallet/layers');
    }
  });

  it('lets tests use the root devDependencies (vitest), and runtime code not', async () => {
    expect(await lint({ file: 'packages/core/src/__probe.test.ts', code: "import 'vitest';" })).toEqual([]);
    const runtime = await lint({ file: 'packages/core/src/__probe.ts', code: "import 'vitest';" });
    expect(runtime.map(({ ruleId }) => ruleId)).toContain('wallet/declared-dependencies');
  });

  it('allows only the listed escapes: a host vite.config.ts to the shared app config', async () => {
    const code =
      "import { appConfig } from '../../tools/scripts/vite-app-config.ts'; export default appConfig;";
    expect(await lint({ file: 'apps/web/vite.config.ts', code })).toEqual([]);
    const fromSource = await lint({
      file: 'apps/web/src/__probe.ts',
      code: code.replace('../../', '../../../'),
    });
    expect(fromSource.map(({ ruleId }) => ruleId)).toContain('wallet/no-relative-escape');
  });

  it('keeps relative imports inside one package free, across folders too', async () => {
    const code = "import '../test/helpers'; import './money';";
    expect(await lint({ file: 'tools/sandbox-api/src/http/__probe.ts', code })).toEqual([]);
  });

  it('refuses a feature that makes or passes an Idempotency-Key, and lets ui do so', async () => {
    const forms = [
      'export const key = crypto.randomUUID();',
      'export const key = globalThis.crypto.randomUUID();',
      "export const send = (pay: (options: object) => void) => pay({ idempotencyKey: 'k-1234567' });",
      "export const headers = { 'Idempotency-Key': 'k-1234567' };",
    ];
    for (const code of forms) {
      const messages = await lint({ file: 'packages/features/trade/src/__probe.ts', code });
      expect(
        messages.map(({ message }) => message),
        code,
      ).toContainEqual(expect.stringMatching(/useMoneyCall/));
      expect(await lint({ file: 'packages/ui/src/money-call/__probe.ts', code }), code).toEqual([]);
    }
    // The money call's own hook is what a feature uses instead.
    const moved = "import { useMoneyCall } from '@wallet/ui/money-call'; export { useMoneyCall };";
    expect(await lint({ file: 'packages/features/trade/src/__probe.ts', code: moved })).toEqual([]);
  });

  it('still asks a feature to format a number in a message', async () => {
    const code = "import { t } from '@lingui/core/macro'; export const m = (n: number[]) => t`${n.length}`;";
    const messages = await lint({ file: 'packages/features/trade/src/__probe.ts', code });
    expect(messages.map(({ message }) => message)).toContainEqual(expect.stringMatching(/format\.digits/));
  });
});
