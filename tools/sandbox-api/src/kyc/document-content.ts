import { KYC_IMAGE_MAX_BYTES, KYC_VIDEO_MAX_BYTES, type KycDocumentType } from '@wallet/api';
import { ApiFailure, badInput } from '../errors';

export interface DocumentContent {
  contentType: 'image/jpeg' | 'image/png' | 'video/webm' | 'video/mp4';
  extension: 'jpg' | 'png' | 'webm' | 'mp4';
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const EBML = [0x1a, 0x45, 0xdf, 0xa3] as const;
/** "ftyp" at byte 4 of an ISO base media file (MP4). */
const FTYP = [0x66, 0x74, 0x79, 0x70] as const;

/** What the bytes are, by their first bytes (never by the file's name or declared type). */
export function sniffDocument(bytes: Uint8Array): DocumentContent | null {
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, EBML)) return { contentType: 'video/webm', extension: 'webm' };
  if (startsWith(bytes, FTYP, 4)) return { contentType: 'video/mp4', extension: 'mp4' };
  return null;
}

export const isVideoDocument = (type: KycDocumentType) => type === 'SELFIE_VIDEO';
export const maxBytesOf = (type: KycDocumentType) =>
  isVideoDocument(type) ? KYC_VIDEO_MAX_BYTES : KYC_IMAGE_MAX_BYTES;

/**
 * The document's content when it fits its type: an ID side is a JPEG or PNG of at most 5 MB, the selfie a
 * WebM or MP4 video of at most 30 MB. Empty or unknown bytes are BAD_INPUT_VALUES, too many BODY_TOO_LARGE.
 */
export function checkDocument(type: KycDocumentType, bytes: Uint8Array): DocumentContent {
  if (bytes.length === 0) throw badInput('data is empty');
  if (bytes.length > maxBytesOf(type)) throw new ApiFailure(400, 'BODY_TOO_LARGE');
  const content = sniffDocument(bytes);
  const wanted = isVideoDocument(type) ? 'video/' : 'image/';
  if (!content || !content.contentType.startsWith(wanted)) {
    throw badInput(
      isVideoDocument(type) ? 'data is not a WebM or MP4 video' : 'data is not a JPEG or PNG image',
    );
  }
  return content;
}
