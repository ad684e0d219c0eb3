import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogParts, compiledMessages } from './catalog-parts';

const FA = join(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales', 'fa.po');

/**
 * Builds a small app, as production does: its entry draws the message `drawn`, a screen it loads on demand
 * draws `lazy`, and a module it loads on demand at start draws `atStart`. Gives each part of fa's catalog:
 * the chunk's file name and its messages.
 */
async function buildApp(ids: { drawn: string; lazy: string; atStart: string }, startModules = ['/lock.js']) {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-parts-'));
  writeFileSync(
    join(dir, 'main.js'),
    `globalThis.app = {
       title: ${JSON.stringify(ids.drawn)},
       screen: () => import('./screen.js'),
       lock: () => import('./lock.js'),
       catalog: () => Promise.all([import('${FA}?start'), import('${FA}?rest')]),
     };`,
  );
  writeFileSync(join(dir, 'screen.js'), `export const title = ${JSON.stringify(ids.lazy)};`);
  writeFileSync(join(dir, 'lock.js'), `export const title = ${JSON.stringify(ids.atStart)};`);
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [catalogParts({ startModules })],
    build: { write: false, minify: true, rolldownOptions: { input: join(dir, 'main.js') } },
  })) as Rolldown.RolldownOutput;
  const part = (name: 'start' | 'rest') => {
    const chunk = output.output.find(
      (file): file is Rolldown.OutputChunk =>
        file.type === 'chunk' && file.facadeModuleId === `${FA}?${name}`,
    )!;
    const json = /JSON\.parse\((["'`])(.*)\1\)/s.exec(chunk.code)![2]!;
    return { fileName: chunk.fileName, messages: JSON.parse(json) as Record<string, unknown> };
  };
  return { start: part('start'), rest: part('rest') };
}

describe('the catalog in two parts, as a production build writes them', () => {
  let catalog: Record<string, unknown>;
  let ids: { drawn: string; lazy: string; atStart: string };
  beforeAll(async () => {
    catalog = await compiledMessages(FA);
    const [drawn, lazy, atStart] = Object.keys(catalog);
    ids = { drawn: drawn!, lazy: lazy!, atStart: atStart! };
  });

  it('puts the messages start-up code draws in the start part, and every other in the rest', async () => {
    const { start, rest } = await buildApp(ids);
    expect(Object.keys(start.messages).sort()).toEqual([ids.drawn, ids.atStart].sort());
    expect(start.messages[ids.drawn]).toEqual(catalog[ids.drawn]);
    expect(rest.messages[ids.lazy]).toEqual(catalog[ids.lazy]);
    expect(Object.keys(rest.messages)).not.toContain(ids.drawn);
    expect(Object.keys(rest.messages)).toHaveLength(Object.keys(catalog).length - 2);
  });

  it("names each part's file by what it holds, so a cached part is never another build's", async () => {
    const first = await buildApp(ids);
    const same = await buildApp(ids);
    const moved = await buildApp({ ...ids, drawn: ids.lazy, lazy: ids.drawn });
    expect(same.start.fileName).toBe(first.start.fileName);
    expect(moved.start.fileName).not.toBe(first.start.fileName);
    expect(moved.rest.fileName).not.toBe(first.rest.fileName);
  });

  it('fails the build when a module said to draw at start is not there', async () => {
    await expect(buildApp(ids, ['/renamed-lock.js'])).rejects.toThrow(
      'no module’s path ends with /renamed-lock.js',
    );
  });
});
