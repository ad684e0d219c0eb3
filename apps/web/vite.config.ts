import { appConfig } from '../../tools/scripts/vite-app-config.ts';

export default appConfig(Number(process.env.WEB_PORT ?? 5173));
