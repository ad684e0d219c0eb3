import type { Domain } from '../context';
import { noticeOutcomePages, noticesPage } from './notices-pages';
import { notificationSettingsHandlers } from './settings-handlers';

/**
 * The bot's messages to users: an outbox the money events write to in their own transaction (enqueueNotice), the
 * pages the bot reads it through, and the user's settings of which messages they get.
 */
export const botNoticesDomain = {
  name: 'bot-notices',
  handlers: notificationSettingsHandlers,
  pages: [noticesPage, ...noticeOutcomePages],
} satisfies Domain;
