// Vitest global setup: a directory for this run's seeded template databases (seeded-template.ts), removed at
// the end. When the run may hold contract tests (no file filter, or one naming the sandbox's tests), the
// template is built here, before any test file, rather than inside the first file's `beforeAll`, whose time
// limit a loaded machine could pass. A run of other unit tests alone builds nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededPglite, buildSeededPostgres } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplateRoot: string;
  }
}

let root: string | undefined;

/** The file filters given to `vitest run` (its arguments that are not options or their values). */
function fileFilters(argv: string[]): string[] {
  const run = argv.findIndex((arg) => arg === 'run' || arg === 'related');
  return argv.slice(run + 1).filter((arg, index, args) => {
    if (arg.startsWith('-')) return false;
    const before = args[index - 1];
    // The value of an option such as `--project name`.
    return !(before?.startsWith('-') && !before.includes('='));
  });
}

export async function setup(project: TestProject): Promise<void> {
  root = mkdtempSync(join(tmpdir(), 'wallet-template-'));
  project.provide('seededTemplateRoot', root);
  const filters = fileFilters(process.argv);
  if (filters.length && !filters.some((filter) => /sandbox-api|contract/.test(filter))) return;
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  if (adminUrl) await buildSeededPostgres(root, adminUrl);
  else await buildSeededPglite(root);
}

export function teardown(): void {
  if (root) rmSync(root, { recursive: true, force: true });
}
