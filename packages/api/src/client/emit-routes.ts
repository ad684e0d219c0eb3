import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls } from '../calls';
import { routesSource } from './call-routes';

// `pnpm --filter @wallet/api routes` rewrites call-routes.generated.ts after a definition changes.
const target = join(dirname(fileURLToPath(import.meta.url)), 'call-routes.generated.ts');
writeFileSync(target, routesSource(calls));
console.log(`${Object.keys(calls).length} call routes written to ${target}`);
