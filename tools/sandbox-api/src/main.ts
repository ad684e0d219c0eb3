import { configFromEnv, SandboxConfigError, type SandboxConfig } from './config';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const config: SandboxConfig = configFromEnv();
  const running = await startSandbox(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Sandbox API: ${running.url}  (${where}${running.seeded ? ', newly seeded' : ''}, ready in ${Math.round(running.startupMs)} ms)`,
  );
  console.log(
    config.controls
      ? 'Developer mode: /__sandbox/* controls on, codes printed (SANDBOX_CONTROLS=0 for safe mode).'
      : 'Safe mode (SANDBOX_CONTROLS=0): no /__sandbox/* controls, no codes printed.',
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: its message, not a stack.
  console.error(error instanceof SandboxConfigError ? `Sandbox API not started: ${error.message}` : error);
  process.exit(1);
});
