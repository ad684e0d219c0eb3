import { z } from 'zod';
import { defineCall } from '../define';
import { isoDateTime } from '../schemas/primitives';

const TAGS = ['User and profile'] as const;

/** The score a user gives the app, from 1 (bad) to 5 (good). */
export const FEEDBACK_SCORE_MIN = 1;
export const FEEDBACK_SCORE_MAX = 5;
export const FEEDBACK_CAPTION_MAX_LENGTH = 1000;
/** At most this many screenshots go with one feedback. */
export const FEEDBACK_MEDIA_MAX_COUNT = 3;
/** Each screenshot, decoded; three of them in base64 stay under the API's 64 KB body limit. */
export const FEEDBACK_MEDIA_MAX_BYTES = 12 * 1024;
export const FEEDBACK_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const feedbackMedia = z
  .object({
    contentType: z.enum(FEEDBACK_MEDIA_TYPES),
    /** The image's bytes in base64; the server checks they are the image type named. */
    data: z
      .string()
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')
      .max(Math.ceil(FEEDBACK_MEDIA_MAX_BYTES / 3) * 4),
  })
  .strict();
export type FeedbackMedia = z.infer<typeof feedbackMedia>;

/** Spec 001 §7 feedback: a score, a caption and media. */
export const feedbackCalls = {
  sendFeedback: defineCall({
    method: 'POST',
    path: '/v1/feedback',
    summary: 'Send feedback about the app: a score, a caption and up to three screenshots',
    auth: 'user',
    tags: TAGS,
    notInSpec:
      'Spec 001 §7 names the payload score, caption, medias only; their shapes (score 1–5, caption up to 1000 characters, up to 3 screenshots of 12 KB as base64 in the JSON body) are designed here.',
    body: z
      .object({
        score: z.number().int().min(FEEDBACK_SCORE_MIN).max(FEEDBACK_SCORE_MAX),
        caption: z.string().trim().min(1).max(FEEDBACK_CAPTION_MAX_LENGTH),
        medias: z.array(feedbackMedia).max(FEEDBACK_MEDIA_MAX_COUNT).default([]),
      })
      .strict(),
    response: z.object({ id: z.string(), createdAt: isoDateTime }).meta({ id: 'FeedbackReceipt' }),
  }),
} as const;
