import { FEEDBACK_MEDIA_MAX_BYTES, type FeedbackMedia } from '@wallet/api';
import type { HandlersOf } from '../context';
import { badInput } from '../errors';
import { feedback, feedbackMedia } from './feedback-tables';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes themselves say, whatever the sender named. */
export function sniffImageType(bytes: Buffer): FeedbackMedia['contentType'] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** Decodes one screenshot and checks its size and that its bytes are the image type it names. */
function readMedia(media: FeedbackMedia, index: number): { bytes: Buffer; media: FeedbackMedia } {
  const bytes = Buffer.from(media.data, 'base64');
  if (bytes.length === 0 || bytes.length > FEEDBACK_MEDIA_MAX_BYTES) {
    throw badInput(`medias[${index}] must be 1 to ${FEEDBACK_MEDIA_MAX_BYTES} bytes`);
  }
  if (sniffImageType(bytes) !== media.contentType) {
    throw badInput(`medias[${index}] is not a ${media.contentType} image`);
  }
  return { bytes, media };
}

export const feedbackHandlers: HandlersOf<'sendFeedback'> = {
  async sendFeedback({ sb, db, input, auth }) {
    const medias = input.body.medias.map(readMedia);
    const createdAt = sb.clock.now();
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(feedback)
        .values({ userId: auth.user.id, score: input.body.score, caption: input.body.caption, createdAt })
        .returning({ id: feedback.id });
      if (!stored) throw new Error('Feedback not stored');
      if (medias.length > 0) {
        await tx.insert(feedbackMedia).values(
          medias.map(({ bytes, media }) => ({
            feedbackId: stored.id,
            contentType: media.contentType,
            data: media.data,
            byteLength: bytes.length,
          })),
        );
      }
      return stored;
    });
    return { id: String(row.id), createdAt: createdAt.toISOString() };
  },
};
