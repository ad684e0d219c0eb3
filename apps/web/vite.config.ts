import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SANDBOX_URL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';

/** `/api` goes to the sandbox in development and preview, so the app needs no CORS and no absolute URL. */
const apiProxy = {
  '/api': { target: SANDBOX_URL, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  // Banner artwork is content the API points at with site-relative paths.
  '/banners': { target: SANDBOX_URL, changeOrigin: true },
};

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
