import { relative } from 'node:path';
import { getCatalogForFile, getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * A language's catalog imported in two parts: `fa.po?start`, the messages the app's start-up code uses, and
 * `fa.po?rest`, every other message, which lazy code needs (a lazy screen asks for it with its chunk:
 * packages/i18n/src/catalog-loader.ts). The dashboard then downloads the few messages it draws, not the
 * whole product's.
 */
const PART_ID = /\.po\?(start|rest)$/;
type Part = 'start' | 'rest';

/** What a production build writes in a part's chunk until it knows which messages start-up code uses. */
const PLACEHOLDER_PREFIX = 'wallet-catalog-part:';
const PLACEHOLDER = new RegExp(`(["'\`])${PLACEHOLDER_PREFIX}([\\w-]+):(start|rest)\\1`, 'g');

/** A string literal's text in transformed code (a message id is one: `i18n._({ id: "AbC12+" })`). */
const STRING_LITERAL = /(["'`])([^"'`\\\n]{1,64})\1/g;

export interface CatalogPartsOptions {
  /**
   * Modules loaded on demand that start-up draws before any lazy screen (the PIN lock's keypad), by the
   * end of their path: their messages go in the start part too. The build fails when one is not found, so
   * a renamed file is not silently left out.
   */
  startModules?: readonly string[];
}

/** A language's compiled messages, read from its .po file (with the fallback languages filled in). */
export async function compiledMessages(poFile: string): Promise<Record<string, unknown>> {
  const config = getConfig();
  const found = getCatalogForFile(relative(config.rootDir ?? '', poFile), await getCatalogs(config));
  if (!found) throw new Error(`${poFile} is not one of lingui.config's catalogs`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales ?? {},
    sourceLocale: config.sourceLocale ?? '',
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'json' });
  if (errors.length)
    throw new Error(
      `${poFile} has messages that do not compile: ${errors.map((error) => error.id).join(', ')}`,
    );
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}

const localeOf = (poFile: string) => /([\w-]+)\.po$/.exec(poFile)![1]!;

const pick = (messages: Record<string, unknown>, keep: (id: string) => boolean) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => keep(id)));

/**
 * Serves `*.po?start` and `*.po?rest`. In development and tests the start part is the whole catalog and the
 * rest is empty. A production build notes the string literals of every module as it is transformed, and,
 * when it writes the chunks, gives the start part the messages whose id appears in the modules start-up
 * loads (the entry's static imports, followed to the end, and `startModules`) and the rest part the others.
 * It fills the parts in while rendering the chunks, before their names are hashed, so a part's file name
 * changes whenever its messages do.
 */
export function catalogParts(options: CatalogPartsOptions = {}): Plugin {
  let isBuild = false;
  const catalogs = new Map<string, Promise<Record<string, unknown>>>();
  const literalsOf = new Map<string, Set<string>>();
  let startIds: Set<string> | undefined;

  const catalogOf = (poFile: string) => {
    let catalog = catalogs.get(poFile);
    if (!catalog) {
      catalog = compiledMessages(poFile);
      catalogs.set(poFile, catalog);
    }
    return catalog;
  };

  return {
    name: 'wallet:catalog-parts',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      catalogs.clear();
      literalsOf.clear();
      startIds = undefined;
    },
    load: {
      filter: { id: PART_ID },
      async handler(id) {
        const part = PART_ID.exec(id)?.[1] as Part | undefined;
        if (!part) return null;
        const poFile = id.slice(0, id.indexOf('?'));
        this.addWatchFile(poFile);
        // Read now in a build too, so a missing or broken catalog fails it here.
        const catalog = await catalogOf(poFile);
        const messages = isBuild
          ? `${PLACEHOLDER_PREFIX}${localeOf(poFile)}:${part}`
          : JSON.stringify(part === 'start' ? catalog : {});
        return { code: `export const messages = JSON.parse(${JSON.stringify(messages)});`, moduleType: 'js' };
      },
    },
    transform: {
      filter: { id: { exclude: [/[\\/]node_modules[\\/]/, PART_ID] } },
      handler(code, id) {
        if (isBuild)
          literalsOf.set(id, new Set([...code.matchAll(STRING_LITERAL)].map((match) => match[2]!)));
        return null;
      },
    },
    async renderChunk(code) {
      if (!code.includes(PLACEHOLDER_PREFIX)) return null;
      if (!startIds) {
        const moduleIds = [...this.getModuleIds()];
        const roots = moduleIds.filter((id) => this.getModuleInfo(id)?.isEntry);
        for (const wanted of options.startModules ?? []) {
          const found = moduleIds.find((id) => id.endsWith(wanted));
          if (!found) throw new Error(`catalogParts: no module’s path ends with ${wanted}`);
          roots.push(found);
        }
        const loaded = new Set<string>();
        const visit = (id: string) => {
          if (loaded.has(id)) return;
          loaded.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        startIds = new Set([...loaded].flatMap((id) => [...(literalsOf.get(id) ?? [])]));
      }
      const inStart = startIds;
      const parts = new Map<string, string>();
      for (const match of code.matchAll(PLACEHOLDER)) {
        const [placeholder, , locale, part] = match as unknown as [string, string, string, Part];
        const poFile = [...catalogs.keys()].find((file) => localeOf(file) === locale);
        if (!poFile) throw new Error(`catalogParts: no catalog was read for ${locale}`);
        const catalog = await catalogs.get(poFile)!;
        const messages = pick(catalog, (id) => inStart.has(id) === (part === 'start'));
        parts.set(placeholder, JSON.stringify(JSON.stringify(messages)));
      }
      return { code: code.replace(PLACEHOLDER, (placeholder) => parts.get(placeholder)!), map: null };
    },
  };
}
