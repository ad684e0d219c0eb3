import { appConfig } from '../../tools/scripts/vite-app-config.ts';

export default appConfig('mini-app', Number(process.env.MINI_APP_PORT ?? 5174));
