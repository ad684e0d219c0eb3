import type { StorageKey } from './storage';

/** A record as stored: the value with the schema version it was written under. */
export interface StoredRecord {
  version: number;
  value: unknown;
}

/** The version of a record written before records carried one: a bare JSON value. */
export const UNVERSIONED = 0;

export function encodeRecord(value: unknown, version: number): string {
  return JSON.stringify({ version, value } satisfies StoredRecord);
}

function isVersioned(parsed: unknown): parsed is StoredRecord {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  if (Object.keys(parsed).length !== 2 || !('value' in parsed) || !('version' in parsed)) return false;
  return Number.isInteger(parsed.version) && (parsed.version as number) > UNVERSIONED;
}

/** A stored text as a record: versioned, or a bare JSON value as UNVERSIONED; null when it is not JSON. */
export function decodeRecord(raw: string): StoredRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return isVersioned(parsed) ? parsed : { version: UNVERSIONED, value: parsed };
}

/**
 * What a stored record gives a key: `current` as stored, `migrated` from an older version (to be written
 * back), or `dropped`: not JSON, refused by the schema, newer than this build, or older with no migration.
 */
export type Reading<T> = { kind: 'current'; value: T } | { kind: 'migrated'; value: T } | { kind: 'dropped' };

const DROPPED = { kind: 'dropped' } as const;

function migrate<T>(key: StorageKey<T>, record: StoredRecord, current: number): unknown {
  if (key.migrate) return key.migrate(record.value, { from: record.version, to: current });
  // Before records carried versions this app wrote the same schemas; the schema still checks each value.
  return record.version === UNVERSIONED ? record.value : undefined;
}

export function readRecord<T>(key: StorageKey<T>, raw: string, current: number): Reading<T> {
  const record = decodeRecord(raw);
  if (!record || record.version > current) return DROPPED;
  const isCurrent = record.version === current;
  let candidate: unknown;
  try {
    candidate = isCurrent ? record.value : migrate(key, record, current);
  } catch {
    return DROPPED;
  }
  if (candidate === undefined) return DROPPED;
  const parsed = key.schema.safeParse(candidate);
  if (!parsed.success) return DROPPED;
  return { kind: isCurrent ? 'current' : 'migrated', value: parsed.data };
}
