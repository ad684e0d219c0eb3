/**
 * Declared dependencies match imports, the half that one file's lint cannot see: every runtime dependency a
 * workspace package declares is imported somewhere in that package (its source, tests, benches and configs).
 * The other half, every bare import declared, is the lint rule wallet/declared-dependencies
 * (tools/eslint/boundaries.js), proven in boundaries.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-e2e',
  'dist-bench',
  'test-results',
  'playwright-report',
  '.data',
]);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/**
 * Runtime dependencies declared without an import, each with its reason. An entry that no longer applies
 * (the dependency is gone, or now imported) fails the test, so the list stays true.
 */
const NOT_IMPORTED: Record<string, Record<string, string>> = {
  '@wallet/kit': { '@fontsource/vazirmatn': 'its font files are referenced by url() in src/fonts.css' },
  '@wallet/sandbox-api': { tsx: 'runs src/main.ts in the "start" script' },
  '@wallet/bot': { tsx: 'runs src/main.ts in the "start" script' },
  '@wallet/tg-host': {
    tsx: 'runs src/main.ts in the "start" script',
  },
};

/**
 * Runtime dependencies kept for a peer: react-dom is a peer of the React renderers named here, and declaring
 * it next to react keeps the two at one version. It counts as used in a package that declares one of them.
 */
const PEERS: Record<string, string[]> = {
  'react-dom': ['@testing-library/react', '@telegram-apps/telegram-ui'],
};

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The folders under `dir` with a package.json, `dir` excluded. */
function packageDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = join(dir, entry.name);
    if (statSync(join(child, 'package.json'), { throwIfNoEntry: false })) found.push(child);
    found.push(...packageDirs(child));
  }
  return found;
}

/** The package's own source files: nested packages and build output excluded. */
function sourceFiles(dir: string, top = dir): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
      if (path !== top && statSync(join(path, 'package.json'), { throwIfNoEntry: false })) continue;
      files.push(...sourceFiles(path, top));
    } else if (SOURCE.test(entry.name)) files.push(path);
  }
  return files;
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages a file imports by bare name (imports, exports, import(), import type, require). */
function importedPackages(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => !/^[./#]/.test(specifier) && !/^[a-z][a-z0-9+.-]*:/i.test(specifier))
    .map(packageName)
    .filter((name) => !builtinModules.includes(name));
}

/** `@types/x` is used where `x` is imported, `@types/scope__x` where `@scope/x` is. */
const typedPackage = (name: string) =>
  name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__/, '@$1/') : undefined;

const workspace = packageDirs(join(ROOT, 'apps'))
  .concat(packageDirs(join(ROOT, 'packages')), packageDirs(join(ROOT, 'tools')))
  .map((dir) => ({
    dir: relative(ROOT, dir),
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
    imported: new Set(sourceFiles(dir).flatMap(importedPackages)),
  }));

describe('declared runtime dependencies are imported', () => {
  it('finds the workspace packages', () => {
    const names = workspace.map(({ manifest }) => manifest.name);
    expect(names).toEqual(expect.arrayContaining(['@wallet/core', '@wallet/app', '@wallet/sandbox-api']));
    expect(new Set(names).size).toBe(names.length);
  });

  for (const { dir, manifest, imported } of workspace) {
    it(`${manifest.name} (${dir})`, () => {
      const declared = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      const excused = NOT_IMPORTED[manifest.name] ?? {};
      const unused = Object.keys(manifest.dependencies ?? {}).filter((dependency) => {
        if (imported.has(dependency) || dependency in excused) return false;
        const typed = typedPackage(dependency);
        if (typed && imported.has(typed)) return false;
        return !PEERS[dependency]?.some((owner) => declared.has(owner));
      });
      expect(unused, `declared in ${dir}/package.json "dependencies" but imported nowhere`).toEqual([]);

      const stale = Object.keys(excused).filter(
        (dependency) => !(dependency in (manifest.dependencies ?? {})) || imported.has(dependency),
      );
      expect(stale, `entries of NOT_IMPORTED in ${import.meta.filename} that no longer apply`).toEqual([]);
    });
  }
});
