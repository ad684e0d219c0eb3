import type { PreparedMessage } from '@wallet/api';
import type { Sandbox } from '../context';
import { ApiFailure } from '../errors';
import type { UserRow } from '../profile/tables';
import { TelegramApiError, TelegramUnreachable } from '../telegram/bot-api';
import { shareLanguageOf, shareResultIn, type ShareItem } from './messages';

/** Telegram's answer to savePreparedInlineMessage. */
interface PreparedInlineMessage {
  id: string;
  expiration_date: number;
}

const isPrepared = (answer: unknown): answer is PreparedInlineMessage =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as PreparedInlineMessage).id === 'string' &&
  (answer as PreparedInlineMessage).id !== '' &&
  Number.isFinite((answer as PreparedInlineMessage).expiration_date);

/**
 * Has the bot prepare the item's message for the user to send into a chat of their choice (the mini-app's
 * shareMessage), in any kind of chat. 422 TELEGRAM_ACCOUNT_NEEDED for a user with no Telegram account (Telegram
 * keeps a prepared message for one Telegram user); 409 TELEGRAM_UNAVAILABLE when Telegram cannot be reached or
 * answers out of shape; 422 TELEGRAM_REFUSED when it refuses (a user who has not started the bot, a bad picture).
 */
export async function prepareShareMessage(
  sb: Sandbox,
  user: UserRow,
  item: ShareItem,
): Promise<PreparedMessage> {
  if (user.telegramId === null) throw new ApiFailure(422, 'TELEGRAM_ACCOUNT_NEEDED');
  const result = shareResultIn(item, sb.config.telegramMiniAppLink, shareLanguageOf(user.language));
  let answer: unknown;
  try {
    answer = await sb.telegram.call<unknown>('savePreparedInlineMessage', {
      user_id: user.telegramId,
      result,
      allow_user_chats: true,
      allow_bot_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
    });
  } catch (failure) {
    if (failure instanceof TelegramApiError) {
      sb.log(`savePreparedInlineMessage refused for user ${user.id}: ${failure.message}`);
      throw new ApiFailure(422, 'TELEGRAM_REFUSED');
    }
    // Unreachable, or anything else on the way: the user may try again, the server has not failed.
    const why = failure instanceof TelegramUnreachable ? failure.message : String(failure);
    sb.log(`savePreparedInlineMessage: ${why}`);
    throw new ApiFailure(409, 'TELEGRAM_UNAVAILABLE');
  }
  if (!isPrepared(answer)) {
    sb.log(`savePreparedInlineMessage answered out of shape: ${JSON.stringify(answer)}`);
    throw new ApiFailure(409, 'TELEGRAM_UNAVAILABLE');
  }
  return {
    preparedMessageId: answer.id,
    expiresAt: new Date(answer.expiration_date * 1000).toISOString(),
  };
}
