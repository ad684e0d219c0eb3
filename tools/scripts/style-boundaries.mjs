// The kit owns the look: telegram-ui's variables (`--tgui--*`) are read only by the kit's stylesheets, and the
// kit's class names and telegram-ui's (`tgui-*`) are written only by kit components. Everything else draws with
// kit components and the kit's tokens (`--kit-*`), so a change of telegram-ui or of a kit part stays in the kit.
// Run by `pnpm lint` and the lint stage of `npm test`; exits 1 and names each line that breaks a rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

const KIT = 'packages/kit/';
/** Build tooling that trims telegram-ui's stylesheet and checks this rule: it names classes as data. */
const TOOLING = 'tools/scripts/';
const CHECKED = /\.(css|ts|tsx|js|mjs|jsx|html)$/;
/** Unit tests outside e2e may draw the markup the kit renders, to test what reads it (the kept last screen). */
const UNIT_TEST = /\.test\.tsx?$/;

const TGUI_VARIABLE = /--tgui--[\w-]*/;
const TGUI_CLASS = /(?<![\w-])tgui-[\w-]+/;
const KIT_CLASS_DEFINITION = /\.(kit-[\w-]+)/g;
const KIT_CLASS_USE = /(?<![\w/-])kit-[\w-]+/g;

/** Feature stylesheets keep only what is a feature's own (a chart's box); the rest is the kit's. */
export const FEATURE_CSS_LINE_LIMIT = 500;
const FEATURE_CSS = /^packages\/features\/.*\.css$/;

/** Lines as `wc -l` counts them: a last line without its newline counts too. */
const lineCount = (text) => (text.match(/\n/g)?.length ?? 0) + (text && !text.endsWith('\n') ? 1 : 0);

/**
 * The feature stylesheets' total length against the limit: one problem naming the total and the longest files
 * when it is over. `files` maps each path (relative to the root) to its text; other paths are ignored.
 */
export function checkFeatureCssLines(files, limit = FEATURE_CSS_LINE_LIMIT) {
  const lengths = [...files]
    .filter(([path]) => FEATURE_CSS.test(path))
    .map(([path, text]) => [path, lineCount(text)]);
  const total = lengths.reduce((sum, [, lines]) => sum + lines, 0);
  if (total <= limit) return [];
  const longest = lengths
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([path, lines]) => `${path} ${lines}`)
    .join(', ');
  return [
    `packages/features: ${total} lines of CSS, over ${limit}; draw with kit components instead (longest: ${longest})`,
  ];
}

/** The class names the kit's own stylesheets define. */
export function kitClassNames(stylesheets) {
  const names = new Set();
  for (const text of stylesheets)
    for (const match of text.matchAll(KIT_CLASS_DEFINITION)) names.add(match[1]);
  return names;
}

/**
 * What one file does wrong. `path` is relative to the root with forward slashes; kit files and the tooling are
 * never wrong.
 */
export function checkFile(path, text, kitClasses) {
  if (path.startsWith(KIT) || path.startsWith(TOOLING) || !CHECKED.test(path)) return [];
  const isUnitTest = UNIT_TEST.test(path) && !path.startsWith('tools/e2e/');
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    const variable = line.match(TGUI_VARIABLE);
    if (variable && path.endsWith('.css')) {
      problems.push(`${where}: telegram-ui's variable ${variable[0]} outside the kit; use a --kit-* token`);
    }
    if (isUnitTest) return;
    const tguiClass = line.match(TGUI_CLASS);
    if (tguiClass) problems.push(`${where}: telegram-ui's class ${tguiClass[0]} outside the kit`);
    for (const match of line.matchAll(KIT_CLASS_USE)) {
      if (kitClasses.has(match[0])) {
        problems.push(
          `${where}: the kit's class ${match[0]} outside the kit; use or extend the kit component`,
        );
      }
    }
  });
  return problems;
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\n').filter((file) => file && !file.includes('node_modules/'));
}

/** Every problem in the repository. */
export function checkRepository(root = ROOT) {
  const files = trackedFiles();
  const read = (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return null; // deleted in the work tree, not yet in the index
    }
  };
  const kitClasses = kitClassNames(
    files.filter((file) => file.startsWith(KIT) && file.endsWith('.css')).map((file) => read(file) ?? ''),
  );
  const featureCss = files.filter((file) => FEATURE_CSS.test(file)).map((file) => [file, read(file) ?? '']);
  return [
    ...files.flatMap((file) => {
      const text = CHECKED.test(file) ? read(file) : null;
      return text === null ? [] : checkFile(file, text, kitClasses);
    }),
    ...checkFeatureCssLines(featureCss),
  ];
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const problems = checkRepository();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} style boundary problem(s): see tools/scripts/style-boundaries.mjs`);
    process.exit(1);
  }
  console.log(
    `Style boundaries: telegram-ui and kit class names and variables stay inside the kit; feature CSS is at most ${FEATURE_CSS_LINE_LIMIT} lines.`,
  );
}
