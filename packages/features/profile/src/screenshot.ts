import { FEEDBACK_MEDIA_MAX_BYTES, FEEDBACK_MEDIA_TYPES, type FeedbackMedia } from '@wallet/api';

/** The longest side a screenshot is scaled down to before it is sent. */
const MAX_SIDE = 720;
const QUALITIES = [0.7, 0.5, 0.35, 0.2] as const;

const isSendableType = (type: string): type is FeedbackMedia['contentType'] =>
  (FEEDBACK_MEDIA_TYPES as readonly string[]).includes(type);

export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A screenshot ready to send: small enough images as they are, bigger ones scaled down and re-encoded as
 * JPEG until they fit. Null when the file is not an image or cannot be made small enough.
 */
export async function readScreenshot(file: File): Promise<FeedbackMedia | null> {
  if (!file.type.startsWith('image/')) return null;
  if (isSendableType(file.type) && file.size <= FEEDBACK_MEDIA_MAX_BYTES) {
    return { contentType: file.type, data: await toBase64(file) };
  }
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  for (const quality of QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= FEEDBACK_MEDIA_MAX_BYTES) {
      return { contentType: 'image/jpeg', data: await toBase64(blob) };
    }
  }
  return null;
}
