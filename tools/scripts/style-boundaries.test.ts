/**
 * The style boundary of tools/scripts/style-boundaries.mjs, proven with probes: each bad file, placed outside
 * the kit, must be reported; the same text inside the kit, and the good files, must not; and the repository as
 * it stands keeps the rule.
 */
import { describe, expect, it } from 'vitest';
import {
  checkFeatureCssLines,
  checkFile,
  checkRepository,
  FEATURE_CSS_LINE_LIMIT,
  kitClassNames,
} from './style-boundaries.mjs';

const KIT_CLASSES = kitClassNames(['.kit-cell { padding: 0 } .kit-pin__key:active, .kit-button--filled {}']);

interface Probe {
  kind: string;
  file: string;
  text: string;
}

const BAD: Probe[] = [
  {
    kind: "a feature stylesheet reading telegram-ui's variable",
    file: 'packages/features/wallet/src/__probe.css',
    text: '.dash { color: var(--tgui--hint_color); }',
  },
  {
    kind: "the shell's stylesheet setting telegram-ui's variable",
    file: 'packages/app/src/shell/__probe.css',
    text: '.shell-root { --tgui--font-family: serif; }',
  },
  {
    kind: "a feature component writing the kit's class",
    file: 'packages/features/security/src/__probe.tsx',
    text: 'export const Key = () => <button className="kit-pin__key security-extra" />;',
  },
  {
    kind: "a feature stylesheet restyling the kit's class",
    file: 'packages/features/market/src/__probe.css',
    text: '.market .kit-cell { padding: 4px; }',
  },
  {
    kind: "a component writing telegram-ui's hashed class",
    file: 'packages/ui/src/__probe.tsx',
    text: "export const cls = 'tgui-865b921add8ee075';",
  },
  {
    kind: "an e2e test finding an element by the kit's class",
    file: 'tools/e2e/tests/support/__probe.ts',
    text: "await expect(page.locator('.kit-button--filled')).toHaveCount(1);",
  },
];

const GOOD: Probe[] = [
  {
    kind: 'a feature stylesheet on the kit tokens',
    file: BAD[0]!.file,
    text: '.dash { color: var(--kit-color-hint); }',
  },
  {
    kind: 'the kit reading telegram-ui',
    file: 'packages/kit/src/__probe.css',
    text: BAD[0]!.text + BAD[3]!.text,
  },
  { kind: 'the kit writing its class', file: 'packages/kit/src/__probe.tsx', text: BAD[2]!.text },
  {
    kind: 'a module path that reads like a class',
    file: 'apps/web/src/__probe.tsx',
    text: "import { KitPage } from './kit-cell';",
  },
  {
    kind: 'a class of our own that only starts like the kit',
    file: 'apps/web/src/__probe.tsx',
    text: '<div className="kit-cell-gallery" />',
  },
];

describe('style boundaries', () => {
  it.each(BAD)('reports $kind', ({ file, text }) => {
    const problems = checkFile(file, text, KIT_CLASSES);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:1: `));
  });

  it.each(GOOD)('accepts $kind', ({ file, text }) => {
    expect(checkFile(file, text, KIT_CLASSES)).toEqual([]);
  });

  it('reads the class names from the kit stylesheets, not the telegram-ui ones or the tokens', () => {
    expect([...KIT_CLASSES].sort()).toEqual(['kit-button--filled', 'kit-cell', 'kit-pin__key']);
  });

  it('refuses feature stylesheets over the line limit in total, naming the longest', () => {
    const lines = (count: number) => '.x {}\n'.repeat(count);
    const over = checkFeatureCssLines([
      ['packages/features/wallet/src/dashboard.css', lines(300)],
      ['packages/features/market/src/market.css', lines(201)],
    ]);
    expect(over).toHaveLength(1);
    expect(over[0]).toContain('501 lines of CSS, over 500');
    expect(over[0]).toContain('packages/features/wallet/src/dashboard.css 300');
  });

  it('accepts feature stylesheets at the limit, and counts neither the kit nor the shell', () => {
    const lines = (count: number) => '.x {}\n'.repeat(count);
    expect(FEATURE_CSS_LINE_LIMIT).toBe(500);
    expect(
      checkFeatureCssLines([
        ['packages/features/wallet/src/dashboard.css', lines(499)],
        // A last line without its newline is still a line.
        ['packages/features/market/src/coin/coin.css', '.y {}'],
        ['packages/kit/src/lists/rows.css', lines(400)],
        ['packages/app/src/shell/shell.css', lines(400)],
        ['packages/features/wallet/src/dashboard.tsx', lines(400)],
      ]),
    ).toEqual([]);
  });

  it('finds nothing wrong in the repository', () => {
    expect(checkRepository()).toEqual([]);
  });
});
