import { z } from 'zod';
import { decimalString, isoDateTime, tokenSymbol } from './primitives';

// Giveaways (spec 000 §3 "Giveaway"; 001 §7 POST /v1/giveaway; SHOP-09): a creator puts prizes of one token in
// escrow through a GIVEAWAY invoice; users who meet its limitations join; at its end time the winners are drawn
// by a rule anyone can check, paid once, and whatever no one won goes back to the creator.

/** Spec 001 §9: a giveaway's title, in markdown, is at most this many characters. */
export const GIVEAWAY_TITLE_MAX_LENGTH = 500;
/** The largest banner the server keeps (designed here): a JPEG, PNG or WebP, checked by its bytes. */
export const GIVEAWAY_BANNER_MAX_BYTES = 1024 * 1024;
/** The banner's kinds, known by their first bytes. */
export const GIVEAWAY_BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type GiveawayBannerType = (typeof GIVEAWAY_BANNER_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * A banner's kind by its first bytes, never by its name or declared type (the server and the create page read it
 * the same way); null for anything that is not a JPEG, PNG or WebP.
 */
export function giveawayBannerTypeOf(bytes: Uint8Array): GiveawayBannerType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
/** Prize tiers a giveaway may have, and the winners it may draw in all (designed here). */
export const GIVEAWAY_MAX_PRIZE_TIERS = 5;
export const GIVEAWAY_MAX_WINNERS = 1000;
/** Chats a user must be a member of to join (designed here). */
export const GIVEAWAY_MAX_LIMITATIONS = 5;
/** The end time is at least this many minutes and at most this many days after creation (designed here). */
export const GIVEAWAY_MIN_MINUTES = 10;
export const GIVEAWAY_MAX_DAYS = 30;

/**
 * A giveaway's life (designed here): PENDING until its GIVEAWAY invoice is PAID, then ACTIVE and open to join until
 * endsAt; DRAWN once its winners are drawn and paid at endsAt; CANCELED when it was never paid by endsAt, or deleted
 * by its creator before it was paid.
 */
export const GIVEAWAY_STATUSES = ['PENDING', 'ACTIVE', 'DRAWN', 'CANCELED'] as const;
export const giveawayStatus = z.enum(GIVEAWAY_STATUSES);
export type GiveawayStatus = z.infer<typeof giveawayStatus>;

/** A giveaway's id, as the list and the create call give it. */
export const giveawayId = z.string().regex(/^\d{1,18}$/, 'a giveaway id');

/** An amount as the user typed it: Persian, Arabic or Latin digits; the server reads it with the token's decimals. */
const typedAmount = z.string().min(1).max(40);

/** Spec 000 §3 prizes: how many winners get this amount. Tiers are paid in order: the first ranks get tier one. */
export const giveawayPrizeInput = z
  .object({
    count: z.number().int().min(1).max(GIVEAWAY_MAX_WINNERS),
    amount: typedAmount,
  })
  .strict();

/**
 * A chat a participant must be a member of: a public channel or group by its @username, or any chat by its numeric
 * id (-100… for a channel). The server asks Telegram's getChat for its preview name and link when the giveaway is
 * created, and getChatMember when a user joins.
 */
export const giveawayChatRef = z
  .string()
  .trim()
  .regex(/^(@[A-Za-z][A-Za-z0-9_]{3,31}|-?\d{1,20})$/, 'a chat @username or numeric id')
  .describe('A chat @username or numeric id (-100… for a channel)');

/** What `dataString` holds: the giveaway's fields as JSON text. */
export const createGiveawayData = z
  .object({
    /** Markdown; rendered without raw HTML, links only http and https. */
    title: z.string().trim().min(1).max(GIVEAWAY_TITLE_MAX_LENGTH),
    endsAt: isoDateTime,
    token: tokenSymbol,
    prizes: z.array(giveawayPrizeInput).min(1).max(GIVEAWAY_MAX_PRIZE_TIERS),
    limitations: z.array(z.object({ chat: giveawayChatRef }).strict()).max(GIVEAWAY_MAX_LIMITATIONS),
  })
  .strict();
export type CreateGiveawayData = z.infer<typeof createGiveawayData>;

/** Spec 001 §7: POST /v1/giveaway is multipart, the fields as JSON text in dataString and the banner image. */
export const createGiveawayRequest = z
  .object({
    dataString: z.string().min(2).max(20_000).describe('The fields of CreateGiveawayData as JSON text'),
    banner: z.instanceof(Blob).meta({ type: 'string', format: 'binary' }),
  })
  .strict()
  .meta({ id: 'CreateGiveawayRequest' });

export const giveawayPrize = z.object({ count: z.number().int().min(1), amount: decimalString });

/** Spec 000 §3 limitation: the chat, its preview name and its link, as Telegram gave them at creation. */
export const giveawayLimitation = z.object({
  chat: z.string().describe('The chat as the creator gave it: @username or numeric id'),
  previewName: z.string().describe('The chat’s title as Telegram gave it'),
  url: z.string().nullable().describe('https://t.me/… for a public chat or its invite link; null if none'),
});
export type GiveawayLimitation = z.infer<typeof giveawayLimitation>;

/** A winner as everyone may see them: their participant code, rank and prize, and their name shortened. */
export const giveawayWinner = z.object({
  rank: z.number().int().min(1),
  participantCode: z.string(),
  displayName: z.string().describe('The first letters of the winner’s name, the rest hidden'),
  amount: decimalString,
});

/**
 * The draw's rule (designed here): when the giveaway is paid the server picks a secret seed and shows its SHA-256
 * (seedHash); each participant has a participantCode. At endsAt every participant's score is the SHA-256 of
 * `seed:participantCode` in hex, scores are sorted ascending, and the first ranks win the prizes in tier order. The
 * seed is shown after the draw, so anyone can check the hash, recompute the scores and find the same winners.
 */
export const giveawayDraw = z.object({
  seedHash: z.string().describe('SHA-256 of the seed, in hex, fixed when the giveaway was paid'),
  seed: z.string().nullable().describe('The seed, shown once the giveaway is DRAWN'),
  rule: z.string().describe('The rule in words'),
});

/** Spec 000 §3 Giveaway, with its life, its pot and the caller's part in it. */
export const giveaway = z
  .object({
    id: giveawayId,
    creatorId: z.string(),
    title: z.string().describe('Markdown, at most 500 characters'),
    /** The banner's address, readable without a session (also by Telegram for the shared message). */
    bannerUrl: z.string().describe('GET this path for the banner image; no session needed'),
    endsAt: isoDateTime,
    token: tokenSymbol,
    prizes: z.array(giveawayPrize),
    /** Every prize: the sum of count × amount, what the GIVEAWAY invoice buys. */
    totalPrize: decimalString,
    limitations: z.array(giveawayLimitation),
    status: giveawayStatus,
    participants: z.number().int().min(0),
    /** Whether the caller has joined, and their participant code. */
    isParticipating: z.boolean(),
    participantCode: z.string().nullable(),
    isCreator: z.boolean(),
    draw: giveawayDraw.nullable().describe('null while PENDING'),
    /** The winners, once DRAWN. */
    winners: z.array(giveawayWinner),
    /** What the caller won, once DRAWN ("0" if nothing). */
    prizeWon: z.nullable(decimalString),
    /** What went back to the creator: the prizes no one won, once DRAWN. */
    returned: decimalString,
    createdAt: isoDateTime,
    drawnAt: z.nullable(isoDateTime),
  })
  .meta({ id: 'Giveaway' });
export type Giveaway = z.infer<typeof giveaway>;

/** The giveaways the caller made and the ones they joined. */
export const giveawayList = z.object({
  created: z.array(giveaway),
  joined: z.array(giveaway),
});
export type GiveawayList = z.infer<typeof giveawayList>;
