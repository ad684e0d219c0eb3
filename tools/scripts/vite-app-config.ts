import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { contentSecurityPolicy, type AppName } from './csp.ts';

/**
 * The Vite config both hosts share. `/api` and the banner artwork go to the sandbox in development and
 * preview, so the apps need no CORS and no absolute URL; a production build sets VITE_API_BASE_URL instead.
 * A build carries the app's Content-Security-Policy (tools/scripts/csp.ts).
 */
export function appConfig(app: AppName, port: number): UserConfig {
  const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const proxy = {
    '/api': { target: sandboxUrl, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
    '/banners': { target: sandboxUrl, changeOrigin: true },
  };
  return defineConfig({
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      contentSecurityPolicy(app),
    ],
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    // The manifest lets `pnpm size` follow what the entry loads.
    build: { target: 'es2022', sourcemap: false, manifest: true },
  });
}
