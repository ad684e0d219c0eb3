import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classesOf, importedNames, withoutUnusedClasses } from './telegram-ui-styles';

const KIT = join(import.meta.dirname, '..', '..', 'packages', 'kit');
const STYLES = createRequire(join(KIT, 'package.json')).resolve('@telegram-apps/telegram-ui/dist/styles.css');
const DIST = dirname(STYLES);
const classesIn = (path: string) =>
  new Set(readFileSync(join(DIST, 'components', path), 'utf8').match(/tgui-[0-9a-f]{16}/g));

describe('the telegram-ui classes the kit uses', () => {
  const folder = mkdtempSync(join(tmpdir(), 'telegram-ui-styles-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('are named by what its sources import, not its tests or its type-only imports', () => {
    mkdirSync(join(folder, 'lists'));
    writeFileSync(
      join(folder, 'lists', 'cell.tsx'),
      "import { Cell as TelegramCell, Section } from '@telegram-apps/telegram-ui';\n",
    );
    writeFileSync(
      join(folder, 'types.ts'),
      "import type { ButtonProps } from '@telegram-apps/telegram-ui';\nimport { type CellProps, Placeholder } from '@telegram-apps/telegram-ui';\n",
    );
    writeFileSync(join(folder, 'cell.test.tsx'), "import { Button } from '@telegram-apps/telegram-ui';\n");
    expect(importedNames(folder)).toEqual(['Cell', 'Placeholder', 'Section']);
  });

  it("are a component's own and those of every module it imports, and no other component's", () => {
    const cell = classesOf(['Cell'], DIST);
    const own = classesIn('Blocks/Cell/Cell.js');
    const tappable = classesIn('Service/Tappable/Tappable.js');
    expect(own.size).toBeGreaterThan(0);
    expect(tappable.size).toBeGreaterThan(0);
    for (const name of [...own, ...tappable]) expect(cell).toContain(name);
    for (const name of classesIn('Blocks/Button/Button.js')) expect(cell).not.toContain(name);
  });

  it('fail the build for a name telegram-ui does not export', () => {
    expect(() => classesOf(['CellThatIsNot'], DIST)).toThrow(/exports no CellThatIsNot/);
  });

  it("keep every rule of the kit's components and far less than the library's stylesheet", () => {
    const library = readFileSync(STYLES, 'utf8');
    const used = classesOf(importedNames(join(KIT, 'src')), DIST);
    const kept = withoutUnusedClasses(library, used);
    const keptClasses = new Set(kept.match(/tgui-[0-9a-f]{16}/g));
    const styled = new Set(library.match(/tgui-[0-9a-f]{16}/g));
    for (const name of used) if (styled.has(name)) expect(keptClasses).toContain(name);
    expect(kept.length).toBeLessThan(library.length / 2);
  });
});

describe('the stylesheet without unused classes', () => {
  const used = new Set(['tgui-aaaaaaaaaaaaaaaa']);

  it('drops a selector naming an unused class, and a rule left with none', () => {
    const css =
      '.tgui-aaaaaaaaaaaaaaaa,.tgui-bbbbbbbbbbbbbbbb{color:red}' +
      '.tgui-bbbbbbbbbbbbbbbb .tgui-aaaaaaaaaaaaaaaa{color:blue}' +
      '.tgui-aaaaaaaaaaaaaaaa>*{margin:0}';
    expect(withoutUnusedClasses(css, used)).toBe(
      '.tgui-aaaaaaaaaaaaaaaa{color:red}.tgui-aaaaaaaaaaaaaaaa>*{margin:0}',
    );
  });

  it('keeps a selector whose unused class is one the element must lack', () => {
    const css =
      '.tgui-aaaaaaaaaaaaaaaa:not(.tgui-bbbbbbbbbbbbbbbb) .tgui-aaaaaaaaaaaaaaaa{white-space:nowrap}';
    expect(withoutUnusedClasses(css, used)).toBe(css);
  });

  it('drops an at-rule left empty and keeps rules that name no telegram-ui class', () => {
    const css =
      ':root{--tgui--bg_color:#fff}' +
      '@media (hover:hover){.tgui-bbbbbbbbbbbbbbbb:hover{color:red}}' +
      '@media (hover:hover){.tgui-aaaaaaaaaaaaaaaa:hover{color:red}}' +
      '.kit-cell{padding:0}';
    expect(withoutUnusedClasses(css, used)).toBe(
      ':root{--tgui--bg_color:#fff}@media (hover:hover){.tgui-aaaaaaaaaaaaaaaa:hover{color:red}}.kit-cell{padding:0}',
    );
  });
});
