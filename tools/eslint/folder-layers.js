// @ts-check
/**
 * Layers of folders inside one package, as an ESLint rule (registered in the `wallet` plugin of
 * eslint.config.js, where the table lives). Used for the sandbox: its lower layers (the database, config, money)
 * may not import the flows above them.
 *
 * Options: { root, direction, layers: [{ name, files: [patterns], may: [layer names], why }] }.
 *  - root: the folder the layers divide, relative to the workspace root (tools/sandbox-api/src).
 *  - files: paths relative to root; `dir/` is everything below dir, `*` any run of characters but `/`, and a
 *    leading `** /` (without the space) any folders. The first layer with a matching pattern is the file's layer;
 *    a test file (`x.test.ts`) is in the layer of the file it tests (`x.ts`).
 *  - may: the layers a file of the layer imports besides its own.
 * A relative import of a file under root from another layer than those is an error, and so is a file under root
 * that no layer places (a new folder has to be given a layer).
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { layerTableSchema, visitSpecifiers, workspaceRoot } from './boundaries.js';

/** @param {string} pattern */
function fileMatcher(pattern) {
  let source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  source = source
    .replace(/^\*\*\//, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace('\u0000', '(?:.*/)?');
  if (source.endsWith('/')) source += '.*';
  return new RegExp(`^${source}$`);
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The file an import names: the path itself, with an extension added, or its folder's index. */
function resolveFile(path) {
  const bare = path.replace(/\.[cm]?js$/, '');
  for (const candidate of [path, ...EXTENSIONS.map((ext) => bare + ext)]) {
    if (/\.[cm]?[jt]sx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  for (const ext of EXTENSIONS) if (existsSync(`${path}/index${ext}`)) return `${path}/index${ext}`;
  return `${bare}.ts`;
}

/** @type {import('eslint').Rule.RuleModule} */
const folderLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Which folders of a package may import which: lower layers never import upper ones.',
    },
    schema: [layerTableSchema('root', 'files')],
    messages: {
      upward:
        "{{from}} ({{layer}}) may not import '{{specifier}}' ({{target}}, {{targetLayer}}): {{why}} Direction: {{direction}}.",
      unplaced:
        '{{from}} is in no layer of wallet/folder-layers in eslint.config.js; give its folder a layer.',
    },
  },
  create(context) {
    const { root: rootOption, layers, direction = '' } = context.options[0];
    const root = resolve(workspaceRoot(dirname(context.filename)), rootOption);
    const matchers = layers.map((layer) => ({ layer, patterns: layer.files.map(fileMatcher) }));
    /** The path of a file inside root, with `/`, or undefined outside it. */
    const inside = (path) => {
      const rel = relative(root, path);
      if (rel === '' || rel.startsWith('..') || rel.startsWith(sep) || /^[a-z]:/i.test(rel)) return undefined;
      return rel.split(sep).join('/');
    };
    const layerOf = (rel) => {
      const subject = rel.replace(/\.test(\.[cm]?[jt]sx?)$/, '$1');
      return matchers.find(({ patterns }) => patterns.some((pattern) => pattern.test(subject)))?.layer;
    };
    const own = inside(resolve(context.filename));
    if (!own) return {};
    const layer = layerOf(own);
    if (!layer) {
      return {
        Program: (node) => context.report({ node, messageId: 'unplaced', data: { from: own } }),
      };
    }
    return visitSpecifiers((node, specifier) => {
      if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '..') return;
      const target = inside(
        resolveFile(resolve(dirname(context.filename), specifier.replace(/[?#].*$/, ''))),
      );
      if (!target) return;
      const targetLayer = layerOf(target);
      if (!targetLayer || targetLayer === layer || layer.may.includes(targetLayer.name)) return;
      context.report({
        node,
        messageId: 'upward',
        data: {
          from: own,
          layer: layer.name,
          specifier,
          target,
          targetLayer: targetLayer.name,
          why: layer.why,
          direction,
        },
      });
    });
  },
};

export default folderLayers;
