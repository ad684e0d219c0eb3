import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref, at } from './columns';

// The server's own tables: answers kept for Idempotency-Key replays, and settings such as the code secret.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ref('user_id').notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
