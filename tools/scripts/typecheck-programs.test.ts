import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typecheckPrograms } from './typecheck-programs.mjs';

const root = join(import.meta.dirname, '..', '..');

describe("the type check's programs", () => {
  const programs = typecheckPrograms(root);
  const programOf = (member: string) => programs.find((program) => program.members.includes(member));

  it('checks the features, the kit, ui and both apps as one program, as their options are the same', () => {
    const browser = programOf('apps/web');
    expect(browser?.members).toEqual(
      expect.arrayContaining(['apps/mini-app', 'packages/ui', 'packages/kit', 'packages/features/trade']),
    );
    expect(browser?.files).toEqual(
      expect.arrayContaining([expect.stringContaining('packages/features/trade/src/')]),
    );
  });

  it('keeps apart a package whose options differ: core is checked without the DOM', () => {
    expect(programOf('packages/core')?.members).toEqual(['packages/core']);
  });

  it('checks every package with a tsconfig once', () => {
    const members = programs.flatMap((program) => program.members);
    expect(new Set(members).size).toBe(members.length);
    expect(members).toEqual(expect.arrayContaining(['tools/sandbox-api', 'packages/app', 'tools/scripts']));
  });
});
