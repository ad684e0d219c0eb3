import { z } from 'zod/mini';

// Zod compiles object parsers with `new Function` unless told not to, and probes for eval first; under
// the apps' Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. This must
// run before any schema is built, so the package's entry imports it first.
z.config({ jitless: true });
