import type { DeviceInformation } from '@wallet/api';
import type { Platform, TypedStorage } from '@wallet/platform';
import { STORAGE_KEYS } from '@wallet/ui';

function newDeviceId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** A short, stable digest of what the browser tells about itself; not a secret, only a hint for the server. */
async function fingerprintOf(parts: string[]): Promise<string> {
  const text = parts.join('|');
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return text.slice(0, 256);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Device info of spec 000 §3: the persistent id survives a lost session; it is made once per device. */
export async function loadDeviceInformation(
  storage: TypedStorage,
  platform: Platform,
): Promise<DeviceInformation> {
  let persistentId = await storage.get(STORAGE_KEYS.deviceId);
  if (!persistentId) {
    persistentId = newDeviceId();
    await storage.set(STORAGE_KEYS.deviceId, persistentId);
  }
  const userAgent = typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent;
  const screenSize = typeof screen === 'undefined' ? 'unknown' : `${screen.width}x${screen.height}`;
  const spec = {
    userAgent: userAgent.slice(0, 512),
    platform: platform.kind,
    os: platform.os,
    host: platform.launch.platform,
    screen: screenSize,
  };
  return { persistentId, fingerprint: await fingerprintOf(Object.values(spec)), spec };
}
