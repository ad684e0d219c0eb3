/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's address; `/api` (proxied to the sandbox) when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** The bot's mini-app link for "Open in Telegram"; hidden when unset. */
  readonly VITE_TELEGRAM_BOT_URL?: string;
}
