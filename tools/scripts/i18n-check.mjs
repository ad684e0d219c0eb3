// Fails when a shipped string is missing from a catalog or has no translation in one of the five languages.
// Extracts the messages of the source into a scratch folder and compares them with packages/i18n/locales.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { root } from './ensure-deps.mjs';

/** The languages of core's language table, as Lingui's config reads them. */
const LOCALES = getConfig({ cwd: root }).locales;

/** Reads a .po file into a map of msgid (with msgctxt) → msgstr. */
export function parsePo(text) {
  const entries = new Map();
  for (const block of text.split(/\n\s*\n/)) {
    const fields = {};
    let current = null;
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = JSON.parse(`"${start[2]}"`);
      } else if (current && /^".*"$/.test(line)) {
        fields[current] += JSON.parse(line);
      }
    }
    if (fields.msgid === undefined || fields.msgid === '') continue;
    entries.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr ?? '');
  }
  return entries;
}

const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'));
try {
  execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--locale', 'en'], {
    cwd: root,
    env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
    stdio: 'ignore',
  });
  const shipped = parsePo(readFileSync(join(scratch, 'en.po'), 'utf8'));
  const problems = [];
  for (const locale of LOCALES) {
    const catalog = parsePo(readFileSync(join(root, 'packages', 'i18n', 'locales', `${locale}.po`), 'utf8'));
    for (const key of shipped.keys()) {
      const id = key.split('\u0004')[1];
      if (!catalog.has(key)) problems.push(`${locale}: not in the catalog: ${JSON.stringify(id)}`);
      else if (!catalog.get(key)) problems.push(`${locale}: no translation: ${JSON.stringify(id)}`);
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} missing. Run \`pnpm i18n:extract\` and translate the new messages.`);
    process.exit(1);
  }
  console.log(`All ${shipped.size} messages are translated in ${LOCALES.join(', ')}.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
