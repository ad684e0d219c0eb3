/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's address; `/api` (proxied to the sandbox) when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** Development and tests only: the origin of the local Telegram host (tools/tg-host). */
  readonly VITE_TELEGRAM_HOST_ORIGIN?: string;
}
