import type { Domain } from '../context';
import { shareItemsPage } from './share-items-page';

/**
 * Sharing through the bot: the items its inline mode offers a Telegram user (GET /internal/bot/share-items) and
 * the message a cheque or giveaway is shared with (messages.ts), which prepared messages send too. It answers no
 * call of the contract: each item's own call (POST /v1/ad-cheque/{id}/prepared-message) lives with its domain.
 */
export const botShareDomain = {
  name: 'bot-share',
  handlers: {},
  pages: [shareItemsPage],
} satisfies Domain;
