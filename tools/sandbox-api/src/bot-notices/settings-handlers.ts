import type { HandlersOf } from '../context';
import { changeSettings, settingsOf } from './settings';

export const notificationSettingsHandlers: HandlersOf<'notificationSettings' | 'updateNotificationSettings'> =
  {
    async notificationSettings({ db, auth }) {
      return settingsOf(db, auth.user.id);
    },

    async updateNotificationSettings({ sb, db, auth, input }) {
      return changeSettings(db, auth.user.id, input.body, sb.clock.now());
    },
  };
