// Vitest global setup: a directory for this run's seeded template databases (seeded-template.ts), removed at
// the end. Nothing is built here: a run of unit tests alone never needs a template and pays nothing for one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplateRoot: string;
  }
}

let root: string | undefined;

export function setup(project: TestProject): void {
  root = mkdtempSync(join(tmpdir(), 'wallet-template-'));
  project.provide('seededTemplateRoot', root);
}

export function teardown(): void {
  if (root) rmSync(root, { recursive: true, force: true });
}
