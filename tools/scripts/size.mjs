// `pnpm size`: builds both apps and prints, per app, the gzip size of the JS and CSS that loading /dashboard
// fetches: the entry chunk, its static imports (followed through Vite's manifest) and their CSS. Lazy chunks
// (other screens, other languages' catalogs) are not counted. It also prints the coin page's chart chunk
// (lightweight-charts) on its own, and checks that what runs after the first paint (the API client's ky and
// call-route table; the mini-app's Telegram SDK) is in the app but not in the dashboard's JS. ky and the
// route table are downloaded beside the start-up code (index.html preloads them for the first call): their
// size is printed apart, with the web page's early-calls script, the mini-app's Telegram SDK (loaded after its
// splash, before the app draws) and the total the dashboard downloads. So is
// the Persian catalog's start part (tools/scripts/catalog-parts.ts), which index.html preloads too: its
// rest, the messages of screens loaded on demand, is not. Exits 1 above the budget, when the chart or one of
// those is in the dashboard's JS, when index.html does not preload ky, the route table and the catalog's
// start part, when it preloads the rest, or when the app's code names a telegram-ui class its CSS does not
// style (the build keeps only the rules of the kit's telegram-ui components). The budgets, and how a figure is
// judged against one, are in size-budget.mjs: each figure is printed against its budget.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-deps.mjs';
import { kb, sizeVerdict } from './size-budget.mjs';

const APPS = [
  { name: 'web', dir: join(root, 'apps', 'web') },
  { name: 'mini-app', dir: join(root, 'apps', 'mini-app') },
];

/** The coin page's chart module: lightweight-charts is imported from here only, as a lazy chunk. */
const CHART_MODULE = /\/features\/market\/src\/coin\/price-chart\.tsx$/;
/** The id of lightweight-charts' attribution logo: a string the minifier keeps, found only in its code. */
const CHART_LIBRARY_MARK = 'tv-attr-logo';

/**
 * Code that runs after the first paint, each found by a string that only its code has and the minifier
 * keeps: it must be in the app's JS, and not in the dashboard's start-up code (ky and the route table are
 * downloaded beside it, preloaded, and counted apart).
 */
const LOADED_LATER = [
  { what: 'the call-route table', mark: '/v1/utils/global-configs', apps: ['web', 'mini-app'] },
  { what: 'ky', mark: '`retry` must be a number or an object', apps: ['web', 'mini-app'] },
  { what: 'the Telegram SDK', mark: 'iframe_ready', apps: ['mini-app'] },
];

/** The mini-app's boot module: the Telegram SDK and the platform adapter, imported once the splash is painted. */
const BOOT_MODULE = /^src\/boot\.ts$/;

/** A class of telegram-ui's CSS modules, and the library's own stylesheet, which styles all of them. */
const TELEGRAM_UI_CLASS = /tgui-[0-9a-f]{16}/g;
const TELEGRAM_UI_STYLES = createRequire(join(root, 'packages', 'kit', 'package.json')).resolve(
  '@telegram-apps/telegram-ui/dist/styles.css',
);

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The files a chunk loads before it runs: itself, its static imports and their CSS. */
function loadedWith(manifest, key) {
  const files = new Set();
  const visit = (chunkKey) => {
    const chunk = manifest[chunkKey];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

function measure(app) {
  const dist = join(app.dir, 'dist');
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json`);
  const dashboard = loadedWith(manifest, entryKey);
  const read = (file) => readFileSync(join(dist, file), 'utf8');
  const sizes = { js: 0, css: 0 };
  for (const file of dashboard) {
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (kind) sizes[kind] += gzipSize(join(dist, file));
  }

  const chartKey = Object.keys(manifest).find((key) => CHART_MODULE.test(key));
  if (!chartKey) throw new Error(`No chart chunk in ${dist}/.vite/manifest.json`);
  const chartFiles = [...loadedWith(manifest, chartKey)].filter((file) => !dashboard.has(file));
  const chart = {
    file: manifest[chartKey].file,
    bytes: chartFiles.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    isLazy: Boolean(manifest[chartKey].isDynamicEntry) && !dashboard.has(manifest[chartKey].file),
    hasLibrary: readFileSync(join(dist, manifest[chartKey].file), 'utf8').includes(CHART_LIBRARY_MARK),
    inDashboard: [...dashboard].some(
      (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(CHART_LIBRARY_MARK),
    ),
  };
  const dashboardCode = [...dashboard].filter((file) => file.endsWith('.js')).map(read);
  const lazyCode = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !dashboard.has(file))
    .map(read);
  const later = LOADED_LATER.filter((part) => part.apps.includes(app.name)).map((part) => ({
    ...part,
    isApart:
      !dashboardCode.some((code) => code.includes(part.mark)) &&
      lazyCode.some((code) => code.includes(part.mark)),
  }));
  // What index.html preloads beyond the start-up code: the default language's catalog, and the chunks the
  // first API call needs.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+\.js)"/g)]
    .map((match) => match[1])
    .filter((file) => !dashboard.has(file));
  const preloadedCode = preloaded.map(read);
  const catalogPart = (part) => {
    const file = Object.entries(manifest).find(([key]) => key.endsWith(`/locales/fa.po?${part}`))?.[1].file;
    if (!file) throw new Error(`No fa.po?${part} in ${dist}/.vite/manifest.json`);
    const code = read(file);
    const messages = Object.keys(JSON.parse(code.slice(code.indexOf('`') + 1, code.lastIndexOf('`'))));
    return { file, messages: messages.length, bytes: gzipSize(join(dist, file)) };
  };
  const catalog = { start: catalogPart('start'), rest: catalogPart('rest') };
  const forFirstCall = {
    bytes: preloaded.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) - catalog.start.bytes,
    isPreloaded:
      preloaded.includes(catalog.start.file) &&
      !preloaded.includes(catalog.rest.file) &&
      ['the call-route table', 'ky'].every((what) => {
        const part = LOADED_LATER.find((candidate) => candidate.what === what);
        return preloadedCode.some((code) => code.includes(part.mark));
      }),
  };
  // telegram-ui's classes that the app's code names and the library styles: each must be styled in the app's
  // CSS too (tools/scripts/telegram-ui-styles.ts keeps only the kit's components' rules).
  const allFiles = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  const classesIn = (files) => new Set(files.flatMap((file) => read(file).match(TELEGRAM_UI_CLASS) ?? []));
  const styledByLibrary = new Set(readFileSync(TELEGRAM_UI_STYLES, 'utf8').match(TELEGRAM_UI_CLASS));
  const styled = classesIn([...new Set(allFiles.filter((file) => file.endsWith('.css')))]);
  const unstyled = [...classesIn([...new Set(allFiles.filter((file) => file.endsWith('.js')))])].filter(
    (name) => styledByLibrary.has(name) && !styled.has(name),
  );
  // The mini-app's boot (the Telegram SDK): loaded after its splash is painted, before the app draws.
  const bootKey = Object.keys(manifest).find((key) => BOOT_MODULE.test(key));
  const boot = bootKey
    ? [...loadedWith(manifest, bootKey)]
        .filter((file) => file.endsWith('.js') && !dashboard.has(file) && !preloaded.includes(file))
        .reduce((sum, file) => sum + gzipSize(join(dist, file)), 0)
    : 0;
  // The web page's early-calls script: a classic script written into the page's <head>.
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const early = inlineScripts.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
  return { sizes, chart, later, forFirstCall, catalog, early, unstyled, boot };
}

let isOver = false;
for (const app of APPS) {
  if (!process.argv.includes('--no-build')) {
    execSync('pnpm exec vite build --logLevel warn', { cwd: app.dir, stdio: 'inherit' });
  }
  const { sizes, chart, later, forFirstCall, catalog, early, unstyled, boot } = measure(app);
  const downloadedJs = sizes.js + catalog.start.bytes + forFirstCall.bytes + early + boot;
  const verdict = sizeVerdict(app.name, { startupJs: sizes.js, css: sizes.css, downloadedJs });
  if (verdict.fails) isOver = true;
  console.log(`${app.name.padEnd(9)} /dashboard:`);
  for (const line of verdict.lines) console.log(`${''.padEnd(9)}   ${line}`);
  const chartIsApart = chart.isLazy && chart.hasLibrary && !chart.inDashboard;
  if (!chartIsApart) isOver = true;
  console.log(
    `${''.padEnd(9)} /coin/{token} chart chunk ${chart.file} (lightweight-charts) ${kb(chart.bytes)} gzip, ` +
      (chartIsApart
        ? 'loaded only by the coin page'
        : `NOT APART: lazy ${chart.isLazy}, holds the library ${chart.hasLibrary}, in the dashboard's JS ${chart.inDashboard}`),
  );
  if (!forFirstCall.isPreloaded) isOver = true;
  const messages = catalog.start.messages + catalog.rest.messages;
  console.log(
    `${''.padEnd(9)} also preloaded by index.html: the Persian catalog's start part ${kb(catalog.start.bytes)} gzip ` +
      `(${catalog.start.messages} of ${messages} messages; the rest, ${kb(catalog.rest.bytes)}, comes with the first lazy screen), ` +
      `ky and the call-route table for the first API call ${kb(forFirstCall.bytes)}` +
      (early ? `, and its early-calls script ${kb(early)}` : '') +
      (boot ? `; the Telegram SDK, loaded before the app draws, ${kb(boot)}` : '') +
      `; ${kb(downloadedJs)} of JS downloaded in all` +
      (forFirstCall.isPreloaded ? '' : '  NOT PRELOADED by index.html as it should be'),
  );
  if (unstyled.length) isOver = true;
  console.log(
    `${''.padEnd(9)} telegram-ui classes named by the app's code and not styled in its CSS: ` +
      (unstyled.length ? `${unstyled.join(', ')}  UNSTYLED` : 'none'),
  );
  const together = later.filter((part) => !part.isApart);
  if (together.length) isOver = true;
  console.log(
    `${''.padEnd(9)} not in start-up code (they run after the first paint): ${later.map((part) => part.what).join(', ')}` +
      (together.length ? `  NOT APART: ${together.map((part) => part.what).join(', ')}` : ''),
  );
}
process.exit(isOver ? 1 : 0);
