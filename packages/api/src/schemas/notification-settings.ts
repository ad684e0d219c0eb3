import { z } from 'zod';

// The bot's messages (issue 12 "Shared in Telegram"): push does not reach most users in Iran, so the wallet's bot
// writes to the user in Telegram when something happens to their money. Each kind can be turned off, and the bot
// writes only to a user who lets it (Telegram's requestWriteAccess in the mini-app).

/** What the bot tells a user, one message each; every kind is on until the user turns it off. */
export const BOT_MESSAGE_KINDS = [
  'DEPOSIT_CREDITED',
  'WITHDRAWAL_CONFIRMED',
  'PRICE_ALERT',
  'CHEQUE_CLAIMED',
  'GIVEAWAY_WON',
] as const;
export const botMessageKind = z.enum(BOT_MESSAGE_KINDS);
export type BotMessageKind = z.infer<typeof botMessageKind>;

/**
 * Whether the bot may write to the user: UNKNOWN until the mini-app asks (the bot writes anyway, as Telegram lets
 * it write to whoever started it), GRANTED or DENIED as the user answered Telegram's request. DENIED is also set
 * when Telegram refuses a message because the user blocked the bot; asking again from the app lifts it.
 */
export const WRITE_ACCESS_STATES = ['UNKNOWN', 'GRANTED', 'DENIED'] as const;
export const writeAccessState = z.enum(WRITE_ACCESS_STATES);
export type WriteAccessState = z.infer<typeof writeAccessState>;

/** The user's answer to Telegram's request, as the mini-app reports it. */
export const writeAccessAnswer = z.enum(['GRANTED', 'DENIED']);
export type WriteAccessAnswer = z.infer<typeof writeAccessAnswer>;

const kindFlag = (description: string) => z.boolean().describe(description);

export const notificationSettings = z
  .object({
    kinds: z.object({
      DEPOSIT_CREDITED: kindFlag('A crypto or Toman deposit credited to the balance'),
      WITHDRAWAL_CONFIRMED: kindFlag('A crypto or Toman withdrawal confirmed'),
      PRICE_ALERT: kindFlag('A price alert reached'),
      CHEQUE_CLAIMED: kindFlag('A claim paid out of one of the user’s ad cheques'),
      GIVEAWAY_WON: kindFlag('A prize won in a giveaway'),
    }),
    writeAccess: writeAccessState,
    /** False for a user with no Telegram account: the bot cannot write to them at all. */
    hasTelegram: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Only what changes: the kinds named are turned on or off, the others kept. */
export const notificationSettingsChange = z
  .object({
    kinds: z
      .object({
        DEPOSIT_CREDITED: z.boolean().optional(),
        WITHDRAWAL_CONFIRMED: z.boolean().optional(),
        PRICE_ALERT: z.boolean().optional(),
        CHEQUE_CLAIMED: z.boolean().optional(),
        GIVEAWAY_WON: z.boolean().optional(),
      })
      .strict()
      .optional(),
    writeAccess: writeAccessAnswer.optional(),
  })
  .strict()
  .refine(
    (change) => change.kinds !== undefined || change.writeAccess !== undefined,
    'kinds or writeAccess is required',
  )
  .meta({ id: 'NotificationSettingsChange' });
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChange>;
