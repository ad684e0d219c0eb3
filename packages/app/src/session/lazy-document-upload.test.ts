import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type DocumentUploadConfig } from '@wallet/api';
import type * as DocumentUploadModule from './document-upload';
import { lazyDocumentUpload } from './lazy-document-upload';

let isLoadFailing = false;
vi.mock('./document-upload', async (importOriginal) => {
  const { documentUpload } = await importOriginal<typeof DocumentUploadModule>();
  return {
    documentUpload: (config: DocumentUploadConfig) => {
      // As when the upload's chunk does not arrive: the import() rejects.
      if (isLoadFailing) throw new TypeError('Failed to fetch dynamically imported module');
      return documentUpload(config);
    },
  };
});

afterEach(() => {
  isLoadFailing = false;
});

/** An XMLHttpRequest that records what is sent and answers 200 with a result. */
function answeringRequest(opened: string[]) {
  return () => {
    const request = {
      upload: {},
      status: 200,
      responseText: JSON.stringify({ result: { id: 'doc-1' } }),
      open: (method: string, url: string) => opened.push(`${method} ${url}`),
      setRequestHeader: () => undefined,
      send: () => setTimeout(() => (request as unknown as { onload: () => void }).onload()),
    };
    return request as unknown as XMLHttpRequest;
  };
}

const config = (opened: string[]): DocumentUploadConfig => ({
  baseUrl: 'https://api.example.test',
  platform: 'WEB',
  os: 'linux',
  createRequest: answeringRequest(opened),
});

describe('the document upload, loaded with the first document', () => {
  it("sends the document to the contract's upload call", async () => {
    const opened: string[] = [];
    const upload = lazyDocumentUpload(config(opened));
    await expect(upload('NATIONAL_ID_FRONT', new Blob(['x']))).resolves.toEqual({ id: 'doc-1' });
    expect(opened).toEqual(['POST https://api.example.test/v1/kyc/documents']);
  });

  it('fails as a lost connection when its code does not arrive, and loads again for the next document', async () => {
    const opened: string[] = [];
    const upload = lazyDocumentUpload(config(opened));
    isLoadFailing = true;
    const error = await upload('NATIONAL_ID_FRONT', new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      codeString: 'CONNECTION_ERROR',
      call: 'uploadKycDocument',
    });
    expect(opened).toEqual([]);
    isLoadFailing = false;
    await expect(upload('NATIONAL_ID_FRONT', new Blob(['x']))).resolves.toEqual({ id: 'doc-1' });
    expect(opened).toHaveLength(1);
  });
});
