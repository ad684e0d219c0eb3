import { configFromEnv } from './config';
import { startSandbox } from './server';

const config = configFromEnv();
const running = await startSandbox(config);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `Sandbox API: ${running.url}  (${where}${running.seeded ? ', newly seeded' : ''}, ready in ${Math.round(running.startupMs)} ms)`,
);
if (!config.controls) console.log('Sandbox controls are off (SANDBOX_CONTROLS=0).');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().finally(() => process.exit(0));
  });
}
