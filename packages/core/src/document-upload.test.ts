import { describe, expect, it } from 'vitest';
import {
  documentUploadPercent,
  documentUploadStatus,
  failedDocumentTypes,
  nextDocumentUploads,
  type DocumentUploadEvent,
  type DocumentUploads,
  type DocumentUploadState,
} from './document-upload';

type Doc = 'FRONT' | 'BACK' | 'SELFIE';
const sending = (loaded: number, total: number): DocumentUploadState => ({
  loaded,
  total,
  error: false,
  succeed: false,
});
const done = (total: number): DocumentUploadState => ({ loaded: total, total, error: false, succeed: true });
const failed = (loaded: number, total: number): DocumentUploadState => ({
  loaded,
  total,
  error: true,
  succeed: false,
});

describe('documentUploadStatus [KYC-08]', () => {
  it.each<[string, DocumentUploads<Doc>, string]>([
    ['nothing in the record', {}, 'success'],
    ['one still sending', { FRONT: sending(5, 10), BACK: done(10) }, 'active'],
    ['one failed among sending ones', { FRONT: sending(5, 10), BACK: failed(2, 10) }, 'exception'],
    ['one failed among done ones', { FRONT: done(10), BACK: failed(0, 10) }, 'exception'],
    ['every one succeeded', { FRONT: done(10), BACK: done(4), SELFIE: done(99) }, 'success'],
  ])('%s', (_, uploads, status) => {
    expect(documentUploadStatus(uploads)).toBe(status);
  });
});

describe('documentUploadPercent [AMT-04]', () => {
  it.each<[string, DocumentUploads<Doc>, number]>([
    ['100 when nothing is uploading', {}, 100],
    ['floored, never rounded up', { FRONT: sending(2, 3) }, 66],
    ['floored just under the end', { FRONT: sending(999, 1000) }, 99],
    ['over every document', { FRONT: done(100), BACK: sending(50, 100) }, 75],
    ['a failed one counts what it sent', { FRONT: failed(25, 100) }, 25],
    ['100 when every byte is there', { FRONT: sending(10, 10) }, 100],
    ['100 when sizes are not known yet', { FRONT: sending(0, 0) }, 100],
  ])('%s', (_, uploads, percent) => {
    expect(documentUploadPercent(uploads)).toBe(percent);
  });
});

describe('nextDocumentUploads', () => {
  const cases: [string, DocumentUploads<Doc>, DocumentUploadEvent<Doc>, DocumentUploads<Doc>][] = [
    ['start records the size', {}, { kind: 'start', type: 'FRONT', total: 10 }, { FRONT: sending(0, 10) }],
    [
      'progress moves the bytes',
      { FRONT: sending(0, 10) },
      { kind: 'progress', type: 'FRONT', loaded: 4, total: 12 },
      { FRONT: sending(4, 12) },
    ],
    [
      'progress after a failure is ignored',
      { FRONT: failed(3, 10) },
      { kind: 'progress', type: 'FRONT', loaded: 4, total: 10 },
      { FRONT: failed(3, 10) },
    ],
    [
      'succeed marks it fully loaded',
      { FRONT: sending(3, 10), BACK: sending(0, 5) },
      { kind: 'succeed', type: 'FRONT' },
      { FRONT: done(10), BACK: sending(0, 5) },
    ],
    [
      'fail marks it errored and keeps its bytes',
      { FRONT: sending(3, 10), BACK: done(5) },
      { kind: 'fail', type: 'FRONT' },
      { FRONT: failed(3, 10), BACK: done(5) },
    ],
    [
      'the last success clears the record',
      { FRONT: done(10), BACK: sending(1, 5) },
      { kind: 'succeed', type: 'BACK' },
      {},
    ],
  ];
  it.each(cases)('%s [KYC-08]', (_, uploads, event, next) => {
    expect(nextDocumentUploads(uploads, event)).toEqual(next);
  });

  it('counts a duplicate document as fully loaded, not failed', () => {
    const uploads: DocumentUploads<Doc> = { FRONT: sending(2, 10), BACK: sending(0, 5) };
    const next = nextDocumentUploads(uploads, { kind: 'duplicate', type: 'FRONT' });
    expect(next.FRONT).toEqual(done(10));
    expect(documentUploadStatus(next)).toBe('active');
  });

  it('retry resets only the failed uploads and they are the ones sent again [KYC-09]', () => {
    const uploads: DocumentUploads<Doc> = { FRONT: done(10), BACK: failed(3, 5), SELFIE: failed(0, 50) };
    expect(failedDocumentTypes(uploads)).toEqual(['BACK', 'SELFIE']);
    const next = nextDocumentUploads(uploads, { kind: 'retry' });
    expect(next).toEqual({ FRONT: done(10), BACK: sending(0, 5), SELFIE: sending(0, 50) });
    expect(failedDocumentTypes(next)).toEqual([]);
    expect(documentUploadStatus(next)).toBe('active');
  });
});
