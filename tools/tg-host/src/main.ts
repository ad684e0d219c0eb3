import { startTgHost } from './server';

const running = await startTgHost();
console.log(`Telegram host: ${running.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().finally(() => process.exit(0)));
}
