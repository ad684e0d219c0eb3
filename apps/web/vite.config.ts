import { appConfig } from '../../tools/scripts/vite-app-config.ts';

export default appConfig('web', Number(process.env.WEB_PORT ?? 5173));
