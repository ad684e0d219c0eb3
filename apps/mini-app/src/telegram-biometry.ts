import { biometry } from '@telegram-apps/sdk-react';

/** A client that never answers the biometry info request (an emulator, an old client) has none. */
export const BIOMETRY_MOUNT_TIMEOUT_MS = 3000;

async function mountBiometry(): Promise<boolean> {
  if (biometry.isMounted()) return true;
  if (!biometry.mount.isAvailable()) return false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), BIOMETRY_MOUNT_TIMEOUT_MS);
  try {
    await biometry.mount(abort.signal);
  } finally {
    clearTimeout(timer);
  }
  return biometry.isMounted();
}

/** Telegram's BiometricManager: whether the device has biometrics the app may use. */
export async function isBiometryAvailable(): Promise<boolean> {
  try {
    return (await mountBiometry()) && biometry.state().available;
  } catch {
    return false;
  }
}

/** Asks for access once if not yet granted, then for the user's biometrics; true when they confirmed. */
export async function authenticateWithBiometry(reason: string): Promise<boolean> {
  if (!(await isBiometryAvailable())) return false;
  const shortReason = reason.slice(0, 128);
  if (!biometry.state().accessGranted) {
    const isGranted = await biometry.requestAccess({ reason: shortReason });
    if (!isGranted) return false;
  }
  const { status } = await biometry.authenticate({ reason: shortReason });
  return status === 'authorized';
}
