// The type check's programs: every workspace package with a tsconfig.json, grouped by resolved compiler options.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The packages under `root` grouped by their resolved compiler options, each group with its member folders, the
 * first member's tsconfig and the files its members include.
 * @param {string} root
 * @returns {{ members: string[]; configPath: string; files: string[] }[]}
 */
export function typecheckPrograms(root) {
  const projects = ['apps', 'packages', 'packages/features', 'tools']
    .flatMap((group) =>
      existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [],
    )
    .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));
  const byOptions = new Map();
  for (const project of projects) {
    const configPath = join(root, project, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`${configPath} could not be read`);
    const { configFilePath: _own, ...options } = parsed.options;
    const key = JSON.stringify(options, Object.keys(options).sort());
    const program = byOptions.get(key) ?? { members: [], configPath, files: [] };
    program.members.push(project);
    program.files.push(...parsed.fileNames);
    byOptions.set(key, program);
  }
  return [...byOptions.values()];
}
