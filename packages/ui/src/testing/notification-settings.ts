import type { NotificationSettings } from '@wallet/api';

/** The bot-message settings of a Telegram user who changed nothing: every kind on, write access never asked. */
export const NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: {
    DEPOSIT_CREDITED: true,
    WITHDRAWAL_CONFIRMED: true,
    PRICE_ALERT: true,
    CHEQUE_CLAIMED: true,
    GIVEAWAY_WON: true,
  },
  writeAccess: 'UNKNOWN',
  hasTelegram: true,
};
