import type { Domain } from '../context';
import { noticeOutcomePages, noticesPage } from './notices-pages';

/**
 * The bot's messages to users: an outbox the money events write to in their own transaction (enqueueNotice), and
 * the pages the bot reads it through. It answers no call of the contract.
 */
export const botNoticesDomain = {
  name: 'bot-notices',
  handlers: {},
  pages: [noticesPage, ...noticeOutcomePages],
} satisfies Domain;
