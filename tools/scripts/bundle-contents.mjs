// `node tools/scripts/bundle-contents.mjs [--no-build] [--app web|mini-app] [--top 25] [--modules]`: what the JS
// that /dashboard loads (the entry chunk and its static imports, as `pnpm size` counts it) is made of.
// It builds each app with source maps into a temporary directory, reads every loaded chunk's source map and
// sums the minified bytes per source package and per module; the gzip figure of a package is its share of
// its chunk's gzip size (an estimate: gzip does not split by module). It then lists the screens found in
// those chunks (every screen but the dashboard must be in a lazy chunk; exits 1 when one is not) and the other
// features' modules that are there.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative as relativePath, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-deps.mjs';

const APPS = ['web', 'mini-app'];
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const TOP = Number(option('--top', '25'));
const ONLY = option('--app', null);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one line's segments of a v3 source map: [generated column, source index?][]. */
function decodeLine(line, state) {
  const segments = [];
  for (const text of line.split(',')) {
    if (!text) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = BASE64_VALUE.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    state.column += fields[0];
    if (fields.length >= 4) {
      state.source += fields[1];
      segments.push([state.column, state.source]);
    } else {
      segments.push([state.column, -1]);
    }
  }
  return segments;
}

/** Minified bytes per source file of one chunk, from its source map; `null` for unmapped bytes. */
function bytesBySource(code, map) {
  const totals = new Map();
  const add = (source, bytes) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { source: 0, column: 0 };
  lines.forEach((line, lineIndex) => {
    state.column = 0;
    const segments = decodeLine(mappingLines[lineIndex] ?? '', state);
    const lineBytes = Buffer.byteLength(line) + 1;
    if (!segments.length) return add(null, lineBytes);
    // Columns count UTF-16 units; bytes are what the network carries.
    const bytesOf = (from, to) => Buffer.byteLength(line.slice(from, to));
    add(null, bytesOf(0, segments[0][0]) + 1);
    segments.forEach(([column, source], index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : line.length;
      add(source >= 0 ? map.sources[source] : null, bytesOf(column, end));
    });
  });
  return totals;
}

/** `@scope/name` for dependencies, `@wallet/<dir>` for our packages, `apps/<name>` for the hosts. */
function packageOf(source) {
  if (source === null) return '(unmapped: runtime helpers)';
  const path = source.replaceAll('\\', '/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = path.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const features = path.match(/packages\/features\/([^/]+)\//);
  if (features) return `@wallet/features-${features[1]}`;
  const ours = path.match(/packages\/([^/]+)\//);
  if (ours) return `@wallet/${ours[1]}`;
  const app = path.match(/apps\/([^/]+)\//);
  if (app) return `apps/${app[1]}`;
  return path;
}

/** A module path relative to the repository, for workspace sources. */
function relative(path) {
  if (path === '(unmapped)') return path;
  const modules = path.lastIndexOf('node_modules/');
  return modules >= 0 ? path.slice(modules + 'node_modules/'.length) : relativePath(root, path);
}

function dashboardFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files.filter((file) => file.endsWith('.js'));
}

/** A screen: a page component or the app's screens folder. Only the dashboard may load with the entry. */
const SCREEN = /(-page\.tsx|\/screens\/[^/]+\.tsx)$/;
const ALLOWED_SCREENS = [
  /features\/wallet\/src\/dashboard-page\.tsx$/,
  // The shell's own states, shown before any route: start-up splash, failed messenger login, a 404 stand-in.
  /app\/src\/screens\/(splash|messenger-login-failed|under-construction|registry)\.tsx$/,
];

function analyse(app) {
  const appDir = join(root, 'apps', app);
  const outDir = join(tmpdir(), 'wallet-bundle-contents', app);
  if (!args.includes('--no-build')) {
    execSync(`pnpm exec vite build --logLevel warn --sourcemap hidden --emptyOutDir --outDir ${outDir}`, {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const packages = new Map();
  const modules = new Map();
  let totalGzip = 0;
  const chunks = [];
  for (const file of dashboardFiles(manifest)) {
    const code = readFileSync(join(outDir, file), 'utf8');
    // Rolldown's chunk of runtime helpers comes without a source map: all its bytes count as unmapped.
    const mapFile = join(outDir, `${file}.map`);
    const map = existsSync(mapFile)
      ? JSON.parse(readFileSync(mapFile, 'utf8'))
      : { mappings: '', sources: [] };
    const gzip = gzipSync(code, { level: 9 }).length;
    const raw = Buffer.byteLength(code);
    totalGzip += gzip;
    chunks.push({ file, raw, gzip });
    for (const [source, bytes] of bytesBySource(code, map)) {
      const share = { raw: bytes, gzip: (bytes / raw) * gzip };
      const name = packageOf(source);
      const add = (table, key) => {
        const entry = table.get(key) ?? { raw: 0, gzip: 0 };
        entry.raw += share.raw;
        entry.gzip += share.gzip;
        table.set(key, entry);
      };
      add(packages, name);
      add(modules, source === null ? '(unmapped)' : resolve(join(outDir, 'assets'), source));
    }
  }
  return { app, chunks, totalGzip, packages, modules };
}

const sorted = (table) => [...table].sort((a, b) => b[1].gzip - a[1].gzip);
let violations = 0;
for (const app of ONLY ? [ONLY] : APPS) {
  const { chunks, totalGzip, packages, modules } = analyse(app);
  console.log(`\n${app}: /dashboard loads ${kb(totalGzip)} gzip JS in ${chunks.length} chunks`);
  for (const chunk of chunks)
    console.log(
      `  ${chunk.file.padEnd(40)} ${kb(chunk.raw).padStart(9)} raw ${kb(chunk.gzip).padStart(9)} gzip`,
    );
  console.log(`  by package (≈gzip, raw):`);
  for (const [name, size] of sorted(packages).slice(0, TOP)) {
    console.log(`    ${kb(size.gzip).padStart(9)} ${kb(size.raw).padStart(9)}  ${name}`);
  }
  if (args.includes('--modules')) {
    console.log(`  by module (≈gzip, raw):`);
    for (const [name, size] of sorted(modules).slice(0, TOP * 2)) {
      console.log(`    ${kb(size.gzip).padStart(9)} ${kb(size.raw).padStart(9)}  ${relative(name)}`);
    }
  }
  const screens = [...modules.keys()].filter((path) => SCREEN.test(path));
  const bad = screens.filter((path) => !ALLOWED_SCREENS.some((allowed) => allowed.test(path)));
  // Other features may put their module description, storage keys and app-wide parts (a notifier) in the
  // first bundle; their screens must not be there.
  const otherFeatures = [...modules.keys()].filter(
    (path) => /packages\/features\//.test(path) && !/packages\/features\/wallet\//.test(path),
  );
  violations += bad.length;
  console.log(
    `  screens loaded with /dashboard: ${screens.map((path) => relative(path)).join(', ') || 'none'}`,
  );
  console.log(
    `  other features' modules loaded with /dashboard: ${otherFeatures.map((path) => relative(path)).join(', ') || 'none'}`,
  );
  console.log(
    bad.length
      ? `  NOT LAZY: ${bad.map((path) => relative(path)).join(', ')}`
      : '  every other screen is in a lazy chunk',
  );
}
process.exit(violations ? 1 : 0);
