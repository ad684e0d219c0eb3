import { GIVEAWAY_BANNER_MAX_BYTES, giveawayBannerTypeOf } from '@wallet/api';

/** The longest side a banner too large to send is scaled down to. */
const MAX_SIDE = 1280;
const QUALITIES = [0.85, 0.7, 0.5, 0.35] as const;

export type BannerProblem = 'notAnImage' | 'tooLarge';

/** A banner ready to send, or why the chosen file cannot be one. */
export type ReadBanner = { banner: Blob; problem: null } | { banner: null; problem: BannerProblem };

/**
 * The chosen file as the server will take it: a JPEG, PNG or WebP by its first bytes (not its name or declared
 * type) of at most GIVEAWAY_BANNER_MAX_BYTES as it is; a bigger image scaled down and made a JPEG until it fits.
 */
export async function readBannerFile(file: Blob): Promise<ReadBanner> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = giveawayBannerTypeOf(head);
  if (type !== null && file.size > 0 && file.size <= GIVEAWAY_BANNER_MAX_BYTES) {
    return { banner: new Blob([file], { type }), problem: null };
  }
  if (typeof createImageBitmap !== 'function') {
    return { banner: null, problem: type === null ? 'notAnImage' : 'tooLarge' };
  }
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return { banner: null, problem: 'notAnImage' };
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= GIVEAWAY_BANNER_MAX_BYTES) return { banner: blob, problem: null };
  }
  return { banner: null, problem: 'tooLarge' };
}
