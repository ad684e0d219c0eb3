// @ts-check
/**
 * The workspace's package boundaries as ESLint rules (a local plugin, registered as `wallet` in
 * eslint.config.js, where the architecture's tables live). A file belongs to the package of the nearest
 * folder with a package.json; package names, not paths, decide what may import what.
 *
 *  - wallet/no-relative-escape      a relative import may not leave its package
 *  - wallet/layers                  which of our packages (`@wallet/*`) a package may import
 *  - wallet/restricted-modules      which packages may import a third-party library (Telegram, server ...)
 *  - wallet/declared-dependencies   every bare import is declared in the package's package.json
 *
 * Every import form counts: import / export ... from, import(), import type, `import x = require()`,
 * `typeof import('x')`, require(), and vi.mock / vi.importActual and their kin.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const BUILTINS = new Set(builtinModules);
const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** @typedef {{ dir: string, json: Record<string, any> }} Pkg */

/** @type {Map<string, { mtimeMs: number, json: Record<string, any> }>} */
const manifests = new Map();

/** The parsed package.json in `dir`, or undefined (cached, re-read when the file changes). */
function manifestIn(dir) {
  const file = join(dir, 'package.json');
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return undefined;
  }
  const cached = manifests.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.json;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  manifests.set(file, { mtimeMs: stat.mtimeMs, json });
  return json;
}

/**
 * The options schema of a layer rule: `rootKey` names where the layers live (a package scope, a folder), and
 * each layer lists its members under `memberKey`, the layers it may import and why.
 */
export function layerTableSchema(rootKey, memberKey) {
  return {
    type: 'object',
    properties: {
      [rootKey]: { type: 'string' },
      direction: { type: 'string' },
      layers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            [memberKey]: { type: 'array', items: { type: 'string' } },
            may: { type: 'array', items: { type: 'string' } },
            why: { type: 'string' },
          },
          required: ['name', memberKey, 'may', 'why'],
          additionalProperties: false,
        },
      },
    },
    required: [rootKey, 'layers'],
    additionalProperties: false,
  };
}

/**
 * The package a path belongs to: the nearest folder, the path itself included, with a package.json.
 * @param {string} path
 * @returns {Pkg | undefined}
 */
export function packageOf(path) {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const json = manifestIn(dir);
    if (json) return { dir, json };
    if (dirname(dir) === dir) return undefined;
  }
}

/** @type {Map<string, string>} */
const roots = new Map();

/** The workspace root above a path: the nearest folder with a pnpm-workspace.yaml. */
export function workspaceRoot(path) {
  const start = resolve(path);
  let root = roots.get(start);
  if (root) return root;
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) {
      root = dir;
      break;
    }
    if (dirname(dir) === dir) {
      root = process.cwd();
      break;
    }
  }
  roots.set(start, root);
  return root;
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A specifier that names a package from node_modules (not relative, absolute, built in or virtual). */
export function isBare(specifier) {
  if (/^[./]/.test(specifier) || specifier.startsWith('#')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return false; // node:, virtual:, data:, https: ...
  return !BUILTINS.has(packageName(specifier));
}

/** `*` in a package pattern stands for any run of characters but `/`. */
function patternMatcher(pattern) {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}$`);
}

/**
 * Does a specifier match an entry: a package name (pattern) matches the package and every subpath of it;
 * an entry with a subpath (`@wallet/sandbox-api/telegram`) matches that specifier only.
 */
function matchesEntry(specifier, entry) {
  const name = packageName(entry);
  if (name !== entry) return specifier === entry;
  return patternMatcher(entry).test(packageName(specifier));
}

const matchesAny = (specifier, entries) => entries.some((entry) => matchesEntry(specifier, entry));

/** Calls `check(node, specifier)` for every module specifier in the file. */
export function visitSpecifiers(check) {
  const literal = (node) => {
    if (!node) return;
    if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
    else if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
      check(node, node.quasis[0].value.cooked);
    else if (node.type === 'TSLiteralType') literal(node.literal);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source ?? node.argument),
    TSExternalModuleReference: (node) => literal(node.expression),
    CallExpression(node) {
      const { callee } = node;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isVitest =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        VITEST_MODULE_CALLS.has(callee.property.name);
      if (isRequire || isVitest) literal(node.arguments[0]);
    },
  };
}

/** A path for messages: relative to the workspace root, with forward slashes. */
function shown(context, path) {
  return (
    relative(workspaceRoot(dirname(context.filename)), path)
      .split(sep)
      .join('/') || '.'
  );
}

const withoutExtension = (path) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const noRelativeEscape = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A relative import may not leave its package (the nearest folder with a package.json).',
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      escape:
        'Relative import \'{{specifier}}\' leaves {{from}} ({{fromDir}}) for {{to}} ({{toDir}}). Import the package by its name, through an entry in its package.json "exports", and declare it as a dependency.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = packageOf(dirname(file));
    if (!own) return {};
    /** Paths (relative to the workspace root, extension optional) this file may reach all the same. */
    const root = workspaceRoot(dirname(file));
    const allowed = (context.options[0]?.allow ?? []).map((path) => withoutExtension(resolve(root, path)));
    return visitSpecifiers((node, specifier) => {
      if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '..') return;
      const target = resolve(dirname(file), specifier.replace(/[?#].*$/, ''));
      const theirs = packageOf(target);
      if (!theirs || theirs.dir === own.dir) return;
      if (allowed.includes(withoutExtension(target))) return;
      context.report({
        node,
        messageId: 'escape',
        data: {
          specifier,
          from: own.json.name ?? 'its package',
          fromDir: shown(context, own.dir),
          to: theirs.json.name ?? 'another package',
          toDir: shown(context, theirs.dir),
        },
      });
    });
  },
};

/**
 * Options: { scope: '@wallet/', layers: [{ name, packages: [names or patterns], may: [entries], why }] }.
 * A package imports itself and what its layer's `may` lists; any other specifier in `scope` is an error.
 * A workspace package in no layer is an error too, so a new package has to be placed.
 * @type {import('eslint').Rule.RuleModule}
 */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'The dependency direction between the workspace packages.' },
    schema: [layerTableSchema('scope', 'packages')],
    messages: {
      upward:
        "{{from}} ({{layer}}) may not import '{{specifier}}': {{why}} Dependency direction: {{direction}}.",
      unplaced:
        '{{from}} is in no layer of wallet/layers in eslint.config.js; give the package a layer before it imports our packages.',
    },
  },
  create(context) {
    const { scope, layers: table, direction = '' } = context.options[0];
    const own = packageOf(dirname(context.filename));
    const name = own?.json.name;
    if (!name) return {};
    const layer = table.find((entry) => entry.packages.some((pattern) => patternMatcher(pattern).test(name)));
    return visitSpecifiers((node, specifier) => {
      if (!specifier.startsWith(scope) || packageName(specifier) === name) return;
      if (!layer) return context.report({ node, messageId: 'unplaced', data: { from: name } });
      if (matchesAny(specifier, layer.may)) return;
      context.report({
        node,
        messageId: 'upward',
        data: { from: name, layer: layer.name, specifier, why: layer.why, direction },
      });
    });
  },
};

/**
 * Options: { modules: [{ modules: [entries], except?: [entries], allowIn?: [package patterns],
 * denyIn?: [package patterns], why }] }. With allowIn, only those packages may import the modules; with
 * denyIn, those packages may not.
 * @type {import('eslint').Rule.RuleModule}
 */
const restrictedModules = {
  meta: {
    type: 'problem',
    docs: { description: 'Which packages may import a third-party library.' },
    schema: [
      {
        type: 'object',
        properties: {
          restrictions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                modules: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                allowIn: { type: 'array', items: { type: 'string' } },
                denyIn: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['modules', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['restrictions'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "{{from}} may not import '{{specifier}}': {{why}}" },
  },
  create(context) {
    const own = packageOf(dirname(context.filename));
    const name = own?.json.name ?? '';
    const isIn = (patterns) => patterns.some((pattern) => patternMatcher(pattern).test(name));
    const applying = context.options[0].restrictions.filter((rule) =>
      rule.allowIn ? !isIn(rule.allowIn) : rule.denyIn ? isIn(rule.denyIn) : true,
    );
    if (applying.length === 0) return {};
    return visitSpecifiers((node, specifier) => {
      if (!isBare(specifier)) return;
      const rule = applying.find(
        (candidate) =>
          matchesAny(specifier, candidate.modules) && !matchesAny(specifier, candidate.except ?? []),
      );
      if (rule)
        context.report({ node, messageId: 'restricted', data: { from: name, specifier, why: rule.why } });
    });
  },
};

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * Every bare import names a package declared in the nearest package.json (any dependency field, or the
 * package itself). With { rootDevDependencies: true } (set for tests and config files) the root's
 * devDependencies count too: vitest, the test runner everyone shares, lives there.
 * @type {import('eslint').Rule.RuleModule}
 */
const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: "Every bare import is declared in its package's package.json." },
    schema: [
      {
        type: 'object',
        properties: { rootDevDependencies: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      undeclared:
        '\'{{name}}\' is imported but not declared in {{manifest}}: add it to "dependencies" (or "devDependencies" when only tests, tools or types use it).',
    },
  },
  create(context) {
    const own = packageOf(dirname(context.filename));
    if (!own) return {};
    const declared = new Set([own.json.name]);
    for (const field of DEPENDENCY_FIELDS)
      for (const dep of Object.keys(own.json[field] ?? {})) declared.add(dep);
    if (context.options[0]?.rootDevDependencies) {
      const root = packageOf(workspaceRoot(own.dir));
      for (const dep of Object.keys(root?.json.devDependencies ?? {})) declared.add(dep);
    }
    return visitSpecifiers((node, specifier) => {
      if (!isBare(specifier)) return;
      const name = packageName(specifier);
      if (declared.has(name)) return;
      context.report({
        node,
        messageId: 'undeclared',
        data: { name, manifest: shown(context, join(own.dir, 'package.json')) },
      });
    });
  },
};

export default {
  meta: { name: 'wallet-boundaries' },
  rules: {
    'no-relative-escape': noRelativeEscape,
    layers,
    'restricted-modules': restrictedModules,
    'declared-dependencies': declaredDependencies,
  },
};
