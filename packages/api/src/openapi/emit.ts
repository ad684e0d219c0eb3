import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from './document';

// `pnpm --filter @wallet/api openapi [path]` writes the document (default: dist/openapi.json).
const target = resolve(process.argv[2] ?? 'dist/openapi.json');
mkdirSync(dirname(target), { recursive: true });
const document = buildOpenApiDocument();
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `OpenAPI ${String(document.openapi)}: ${Object.keys(document.paths as object).length} paths written to ${target}`,
);
