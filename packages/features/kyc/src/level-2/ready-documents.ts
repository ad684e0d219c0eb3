import type { KycDocumentType } from '@wallet/api';
import { useStorageValue } from '@wallet/platform';
import { type CapturedDocument, setCapturedDocument, useCapturedDocuments } from './captured-documents';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';

export interface DocumentReadiness {
  /** Taken in this run of the app, or already on the server by the upload record: either way not asked again. */
  isReady: (type: KycDocumentType) => boolean;
  /** On the server by the upload record and not taken again since: nothing to preview, nothing to send. */
  isSent: (type: KycDocumentType) => boolean;
  captured: Partial<Record<KycDocumentType, CapturedDocument>>;
  /** Keeps a document just taken; one the server had is dropped from the record, so the new one is sent. */
  take: (type: KycDocumentType, document: Blob) => void;
}

/**
 * Which level-2 documents are done. The pages that ask for them and the upload page agree on it, so after a
 * reload (the photos gone from memory) a side the server already has is not asked for again.
 */
export function useDocumentReadiness(): DocumentReadiness {
  const captured = useCapturedDocuments();
  const [uploads, setUploads] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads);
  const isSent = (type: KycDocumentType) => !captured[type] && Boolean(uploads[type]?.succeed);
  const take = (type: KycDocumentType, document: Blob) => {
    setCapturedDocument(type, document);
    if (uploads[type]) {
      const { [type]: _replaced, ...rest } = uploads;
      void setUploads(rest);
    }
  };
  return { captured, isSent, isReady: (type) => Boolean(captured[type]) || isSent(type), take };
}
