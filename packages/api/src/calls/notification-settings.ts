import { defineCall } from '../define';
import { notificationSettings, notificationSettingsChange } from '../schemas/notification-settings';

const TAGS = ['User and profile'] as const;

const NOT_IN_SPEC =
  'Spec 001 has no call for it: issue 12 asks for the bot’s messages (push does not reach most users in Iran), each kind of which the user can turn off, sent only once the mini-app has asked for write access.';

/** The bot's messages: which kinds the user gets, and whether they let the bot write to them. */
export const notificationSettingsCalls = {
  notificationSettings: defineCall({
    method: 'GET',
    path: '/v1/profile/notification-settings',
    summary:
      'Which kinds of bot message the user gets (each on until turned off), whether they let the bot write to them (UNKNOWN until the mini-app asks; DENIED also once the bot found itself blocked), and whether they have a Telegram account the bot could write to at all.',
    auth: 'user',
    tags: TAGS,
    response: notificationSettings,
    notInSpec: NOT_IN_SPEC,
  }),
  updateNotificationSettings: defineCall({
    method: 'PUT',
    path: '/v1/profile/notification-settings',
    summary:
      'Turn kinds of bot message on or off (only the kinds named change), and record the answer to Telegram’s write-access request (GRANTED or DENIED); answers the settings as they now are. A message is queued only for a kind turned on and while write access is not DENIED. 400 BAD_INPUT_VALUES for an unknown kind, a value that is not a boolean, or a body with neither kinds nor writeAccess; 422 TELEGRAM_ACCOUNT_NEEDED for writeAccess from a user with no Telegram account (their kinds are kept for when they link one).',
    auth: 'user',
    tags: TAGS,
    body: notificationSettingsChange,
    response: notificationSettings,
    notInSpec: NOT_IN_SPEC,
  }),
} as const;
