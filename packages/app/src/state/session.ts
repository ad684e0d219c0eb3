import type { TypedStorage } from '@wallet/platform';
import { loginRedirect } from '../routing';
import { KEPT_AFTER_SESSION_LOSS, STORAGE_KEYS } from './storage-keys';

/**
 * Spec 000 §4, outside the messenger: a 401 or 403 clears local data except the device id and the language,
 * and sends the user to /login with the current path as nextUrl. Returns where to go.
 */
export async function endSessionOutsideMessenger(
  storage: TypedStorage,
  currentPath: string,
): Promise<string> {
  await storage.clearExcept(KEPT_AFTER_SESSION_LOSS);
  return loginRedirect(currentPath);
}

/** The bearer token of the stored user record, if logged in. */
export async function storedToken(storage: TypedStorage): Promise<string | null> {
  return (await storage.get(STORAGE_KEYS.user))?.token ?? null;
}
