import { bigint, bigserial, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column kinds every domain's tables share, as migrations/*.sql declare them.
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
