import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * telegram-ui ships one stylesheet for its whole library (46 KB, about 70 components); the kit uses a few of
 * them. This plugin keeps, of the stylesheet the kit imports it into, only the rules of the components the
 * kit imports and of what those import in turn: the page writes its stylesheet into its HTML, so every start
 * parses all of it before it paints (15–170 ms of a repeat open at CPU ×4 in traces), and the kept dashboard's
 * styles are stored with it.
 */

/** A class of telegram-ui's CSS modules, as its stylesheet and its components' code both name it. */
const CLASS = /tgui-[0-9a-f]{16}/g;
/** A named import from telegram-ui: `import { Cell as TelegramCell, Section } from '@telegram-apps/telegram-ui'`. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@telegram-apps\/telegram-ui['"]/g;
/** A relative import in telegram-ui's own modules. */
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;
/** A `:not(…)` in a selector (telegram-ui's hold no nested parentheses). */
const NOT = /:not\([^()]*\)/g;
/** An exported component or helper in telegram-ui's modules. */
const EXPORT = /export\s+(?:const|function|let|class)\s+(\w+)/g;

/** Every .js file under a folder. */
function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names a package's sources import from telegram-ui (its tests left out). */
export function importedNames(sources: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(sources, { withFileTypes: true, recursive: true })) {
    if (!file.isFile() || !/\.tsx?$/.test(file.name) || /\.test\.tsx?$/.test(file.name)) continue;
    const code = readFileSync(join(file.parentPath, file.name), 'utf8');
    for (const [, list] of code.matchAll(IMPORT)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, '');
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The classes of the given telegram-ui exports: those their modules name, and those of every module they
 * import, to the end. Throws on a name telegram-ui does not export, so a renamed component is not dropped
 * silently.
 */
export function classesOf(names: readonly string[], distFolder: string): Set<string> {
  const exporters = new Map<string, string>();
  for (const file of modulesUnder(join(distFolder, 'components'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(EXPORT)) {
      if (!exporters.has(name!)) exporters.set(name!, file);
    }
  }
  const classes = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [found] of code.matchAll(CLASS)) classes.add(found);
    for (const [, path] of code.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), path!);
      visit(target.endsWith('.js') ? target : `${target}.js`);
    }
  };
  for (const name of names) {
    const file = exporters.get(name);
    if (!file) throw new Error(`telegram-ui exports no ${name} (imported by the kit)`);
    visit(file);
  }
  return classes;
}

/**
 * The stylesheet without what names an unused telegram-ui class: a selector that needs one (not under :not())
 * is dropped from its rule, a rule left with none goes, and so does an at-rule left empty. Rules naming no
 * telegram-ui class stay.
 */
export function withoutUnusedClasses(css: string, used: ReadonlySet<string>): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    // A class under :not() is one the element must lack: a class never used there does not stop a match.
    const kept = rule.selectors.filter((selector) =>
      Array.from(selector.replace(NOT, '').matchAll(CLASS), ([found]) => found).every((found) =>
        used.has(found),
      ),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

export interface TelegramUiStylesOptions {
  /** The stylesheet that imports telegram-ui's, by the end of its path. */
  stylesheet: string;
  /** The package whose sources import telegram-ui: the kit (the lint lets no other package import it). */
  kit: string;
}

/**
 * Runs in a build, after Vite has compiled the stylesheet (its imports written in) and before it names and
 * writes it, so the file's name follows what is kept. A development server serves the whole stylesheet: a
 * component the kit starts using there is styled at once.
 */
export function telegramUiStyles(options: TelegramUiStylesOptions): Plugin {
  const fromKit = createRequire(join(options.kit, 'package.json'));
  const distFolder = dirname(fromKit.resolve('@telegram-apps/telegram-ui/dist/styles.css'));
  const ending = options.stylesheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    name: 'wallet:telegram-ui-styles',
    apply: 'build',
    transform: {
      filter: { id: new RegExp(`${ending}$`) },
      handler(code) {
        const used = classesOf(importedNames(join(options.kit, 'src')), distFolder);
        return { code: withoutUnusedClasses(code, used), map: null };
      },
    },
  };
}
