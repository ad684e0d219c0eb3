import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../db/columns';

// Feedback users send about the app, and the screenshots that go with it.

export const feedback = pgTable('feedback', {
  id: id(),
  userId: ref('user_id').notNull(),
  score: integer('score').notNull(),
  caption: text('caption').notNull(),
  createdAt: at('created_at').notNull(),
});

export const feedbackMedia = pgTable('feedback_media', {
  id: id(),
  feedbackId: ref('feedback_id').notNull(),
  contentType: text('content_type').notNull(),
  /** The image's bytes in base64, as sent. */
  data: text('data').notNull(),
  byteLength: integer('byte_length').notNull(),
});
