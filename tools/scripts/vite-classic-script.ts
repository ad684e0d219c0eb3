import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

/**
 * A classic script built apart from the app (no chunks, no module loading): one minified file of `entry` and
 * what it imports, with `define` replaced, in the app's mode (its VITE_ variables).
 */
export async function buildClassicScript(options: {
  root: string;
  entry: string;
  name: string;
  mode?: string;
  envDir?: string | false;
  define?: Record<string, string>;
}): Promise<string> {
  const built = (await build({
    configFile: false,
    root: options.root,
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.envDir !== undefined ? { envDir: options.envDir } : {}),
    publicDir: false,
    logLevel: 'warn',
    ...(options.define ? { define: options.define } : {}),
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(options.root, options.entry),
        formats: ['iife'],
        name: options.name,
        fileName: () => `${options.name}.js`,
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(built) ? built[0]! : built).output.find((output) => output.type === 'chunk');
  if (!chunk) throw new Error(`${options.entry} did not build`);
  return chunk.code;
}
