import { normalizeIranianMobile } from '@wallet/core';
import { checkSharedContact } from '../auth/telegram';
import type { HandlersOf } from '../context';
import { ApiFailure } from '../errors';
import { addProvenPhone } from './phones';
import { userInformation } from './users';

/**
 * The number shared from Telegram becomes the user's without a code: Telegram's signature proves the
 * Telegram account owns it, and that account must be the one this user logged in with.
 */
export const telegramContactHandlers: HandlersOf<'confirmPhoneWithTelegramContact'> = {
  async confirmPhoneWithTelegramContact({ sb, db, input, auth }) {
    const checked = checkSharedContact(input.body.contact, sb.config.botToken, sb.clock.nowMs());
    if (!checked.ok) throw new ApiFailure(400, checked.code);
    if (auth.user.telegramId === null || checked.contact.telegramId !== Number(auth.user.telegramId))
      throw new ApiFailure(400, 'INVALID_TELEGRAM_DATA');
    const number = normalizeIranianMobile(checked.contact.phoneNumber);
    if (!number) throw new ApiFailure(400, 'BAD_INPUT_VALUES', 'contact');
    await addProvenPhone(db, auth.user.id, number, sb.clock.now());
    return userInformation(db, auth.user, auth.session, sb.secret);
  },
};
