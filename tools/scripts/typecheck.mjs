// Type-checks every workspace package that has a tsconfig.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const projects = ['apps', 'packages', 'packages/features', 'tools']
  .flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [],
  )
  .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

let failed = 0;
for (const project of projects) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'tsc'),
    ['-p', join(project, 'tsconfig.json')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
