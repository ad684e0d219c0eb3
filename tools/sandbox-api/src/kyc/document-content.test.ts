import { describe, expect, it } from 'vitest';
import { KYC_IMAGE_MAX_BYTES, KYC_VIDEO_MAX_BYTES } from '@wallet/api';
import { ApiFailure } from '../errors';
import { checkDocument, sniffDocument } from './document-content';

const bytes = (...values: number[]) => new Uint8Array(values);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f);
const MP4 = bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d);
const TEXT = new TextEncoder().encode('hello.jpg');

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiFailure ? `${error.status} ${error.codeString}` : 'other';
  }
  return 'none';
};

describe('sniffDocument', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebM', WEBM, 'video/webm'],
    ['MP4', MP4, 'video/mp4'],
    ['text named like an image', TEXT, null],
    ['nothing', bytes(), null],
  ])('%s', (_, data, contentType) => {
    expect(sniffDocument(data)?.contentType ?? null).toBe(contentType);
  });
});

describe('checkDocument', () => {
  it.each([
    ['an ID side as JPEG', 'NATIONAL_ID_FRONT', JPEG, 'none'],
    ['an ID side as PNG', 'NATIONAL_ID_BACK', PNG, 'none'],
    ['the selfie as WebM', 'SELFIE_VIDEO', WEBM, 'none'],
    ['the selfie as MP4', 'SELFIE_VIDEO', MP4, 'none'],
    ['an ID side as a video', 'NATIONAL_ID_FRONT', WEBM, '400 BAD_INPUT_VALUES'],
    ['the selfie as an image', 'SELFIE_VIDEO', JPEG, '400 BAD_INPUT_VALUES'],
    ['text bytes', 'NATIONAL_ID_FRONT', TEXT, '400 BAD_INPUT_VALUES'],
    ['empty data', 'NATIONAL_ID_FRONT', bytes(), '400 BAD_INPUT_VALUES'],
  ] as const)('%s', (_, type, data, outcome) => {
    expect(failureOf(() => checkDocument(type, data))).toBe(outcome);
  });

  it('refuses an image over 5 MB and a video over 30 MB, and takes them at the limit', () => {
    const image = new Uint8Array(KYC_IMAGE_MAX_BYTES + 1);
    image.set(JPEG);
    expect(failureOf(() => checkDocument('NATIONAL_ID_FRONT', image))).toBe('400 BODY_TOO_LARGE');
    expect(failureOf(() => checkDocument('NATIONAL_ID_FRONT', image.subarray(0, KYC_IMAGE_MAX_BYTES)))).toBe(
      'none',
    );
    const video = new Uint8Array(KYC_VIDEO_MAX_BYTES + 1);
    video.set(WEBM);
    expect(failureOf(() => checkDocument('SELFIE_VIDEO', video))).toBe('400 BODY_TOO_LARGE');
    expect(failureOf(() => checkDocument('SELFIE_VIDEO', video.subarray(0, KYC_VIDEO_MAX_BYTES)))).toBe(
      'none',
    );
  });
});
