import { ApiError, CONNECTION_ERROR, type DocumentUploadConfig, type UploadDocument } from '@wallet/api';

/**
 * The level-2 document upload, loaded when the first document is sent: only the identity flow uploads, and
 * the upload reads its call's route from the contract's route table, which start-up leaves out. A load that
 * failed fails that upload as a lost connection and is tried again with the next one.
 */
export function lazyDocumentUpload(config: DocumentUploadConfig): UploadDocument {
  let loading: Promise<UploadDocument> | null = null;
  return async (type, data, options) => {
    loading ??= import('./document-upload').then(({ documentUpload }) => documentUpload(config));
    let upload: UploadDocument;
    try {
      upload = await loading;
    } catch (cause) {
      loading = null;
      throw new ApiError({
        kind: 'network',
        status: 0,
        codeString: CONNECTION_ERROR,
        localizedMessage: null,
        call: 'uploadKycDocument',
        cause,
      });
    }
    return upload(type, data, options);
  };
}
