export { startSandbox, type RunningSandbox } from './server';
export { configFromEnv, DEV_BOT_TOKEN, type SandboxConfig } from './config';
export { DEMO_USERS, SEED_GIFT_CARDS } from './seed/fixtures';
