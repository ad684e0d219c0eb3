// `pnpm size`: builds both apps and prints, per app, the gzip size of the JS and CSS that loading /dashboard
// fetches: the entry chunk, its static imports (followed through Vite's manifest) and their CSS. Lazy chunks
// (other screens, other languages' catalogs) are not counted. Exits 1 above the budget.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-deps.mjs';

export const BUDGET = { js: 170 * 1024, css: 25 * 1024 };
const APPS = [
  { name: 'web', dir: join(root, 'apps', 'web') },
  { name: 'mini-app', dir: join(root, 'apps', 'mini-app') },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function loadedForEntry(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files];
}

function measure(app) {
  const dist = join(app.dir, 'dist');
  const sizes = { js: 0, css: 0 };
  for (const file of loadedForEntry(dist)) {
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (!kind) continue;
    sizes[kind] += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return sizes;
}

let isOver = false;
for (const app of APPS) {
  if (!process.argv.includes('--no-build')) {
    execSync('pnpm exec vite build --logLevel warn', { cwd: app.dir, stdio: 'inherit' });
  }
  const sizes = measure(app);
  const over = Object.entries(BUDGET).filter(([kind, limit]) => sizes[kind] > limit);
  if (over.length) isOver = true;
  console.log(
    `${app.name.padEnd(9)} /dashboard loads JS ${kb(sizes.js)} (budget ${kb(BUDGET.js)}), CSS ${kb(sizes.css)} (budget ${kb(BUDGET.css)}) gzip` +
      (over.length ? `  OVER: ${over.map(([kind]) => kind).join(', ')}` : ''),
  );
}
process.exit(isOver ? 1 : 0);
