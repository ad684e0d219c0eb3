import type { PinRecord } from '@wallet/core';
import type { Platform, TypedStorage } from '@wallet/platform';
import { SECURITY_STORAGE_KEYS } from '../storage-keys';

/** The PIN lives in the host's secure store where it has one, else in its normal storage. */
export const pinKeyFor = (platform: Platform) =>
  platform.secureStorage ? SECURITY_STORAGE_KEYS.securePin : SECURITY_STORAGE_KEYS.pin;

export function readPinRecord(storage: TypedStorage, platform: Platform): Promise<PinRecord | null> {
  return storage.get(pinKeyFor(platform));
}

/** Stores the record, or forgets the PIN with null. */
export function writePinRecord(
  storage: TypedStorage,
  platform: Platform,
  record: PinRecord | null,
): Promise<void> {
  const key = pinKeyFor(platform);
  return record ? storage.set(key, record) : storage.remove(key);
}
