import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type KycDocumentType } from '@wallet/api';
import {
  documentUploadStatus,
  failedDocumentTypes,
  nextDocumentUploads,
  type DocumentUploadEvent,
  type DocumentUploads,
} from '@wallet/core';
import { useTypedStorage } from '@wallet/platform';
import { queryKeys, useDocumentUpload, useErrorText } from '@wallet/ui';
import { kycKeys } from '../shared/kyc-queries';
import { forgetCapturedDocuments, useCapturedDocuments } from './captured-documents';
import { DOCUMENT_ORDER } from './document-names';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';

type Uploads = DocumentUploads<KycDocumentType>;

/**
 * Sends the documents not yet on the server, each with its progress, per the spec 000 §4 upload state
 * (kept in storage at every step but progress). A failure marks that document and offers a retry that
 * re-sends only the failed ones; DUPLICATE_KYC_DOCUMENT counts as done and clears the cached KYC info.
 * When every document is in, the record is cleared and `isSent` turns true.
 */
export function useDocumentUploads() {
  const upload = useDocumentUpload();
  const storage = useTypedStorage();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const captured = useCapturedDocuments();
  const capturedRef = useRef(captured);
  capturedRef.current = captured;
  const record = useRef<Uploads>({});
  const [uploads, setUploads] = useState<Uploads>({});
  const [errors, setErrors] = useState<Partial<Record<KycDocumentType, string>>>({});
  const [missing, setMissing] = useState<KycDocumentType[]>([]);
  const [isSent, setIsSent] = useState(false);
  const [isReady, setIsReady] = useState(false);
  const aborts = useRef(new AbortController());

  const dispatch = useCallback(
    (event: DocumentUploadEvent<KycDocumentType>) => {
      const had = Object.keys(record.current).length > 0;
      const next = nextDocumentUploads(record.current, event);
      record.current = next;
      setUploads(next);
      if (event.kind === 'progress') return;
      void storage.set(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads, next);
      if (had && documentUploadStatus(next) === 'success') {
        setIsSent(true);
        forgetCapturedDocuments();
        void storage.set(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt, Date.now());
        void queryClient.invalidateQueries({ queryKey: queryKeys.whoami() });
        // The cached KYC info (GET /v1/kyc), which a document change makes stale.
        queryClient.removeQueries({ queryKey: kycKeys.info() });
      }
    },
    [storage, queryClient],
  );

  const send = useCallback(
    (types: readonly KycDocumentType[]) => {
      for (const type of types) {
        const document = capturedRef.current[type];
        if (!document) continue;
        setErrors((current) => ({ ...current, [type]: undefined }));
        dispatch({ kind: 'start', type, total: document.blob.size });
        upload(type, document.blob, {
          signal: aborts.current.signal,
          onProgress: ({ loaded, total }) => dispatch({ kind: 'progress', type, loaded, total }),
        }).then(
          () => dispatch({ kind: 'succeed', type }),
          (error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            if (isApiError(error) && error.codeString === 'DUPLICATE_KYC_DOCUMENT') {
              queryClient.removeQueries({ queryKey: kycKeys.info() });
              dispatch({ kind: 'duplicate', type });
              return;
            }
            setErrors((current) => ({ ...current, [type]: errorText(error) ?? undefined }));
            dispatch({ kind: 'fail', type });
          },
        );
      }
    },
    [dispatch, upload, queryClient, errorText],
  );

  // Once: keep what the stored record says is done, and send the rest that is in memory.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void storage
      .get(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads)
      .catch(() => ({}) as Uploads)
      .then((stored) => {
        const done: Uploads = {};
        for (const type of DOCUMENT_ORDER) if (stored[type]?.succeed) done[type] = stored[type];
        record.current = done;
        setUploads(done);
        const toSend = DOCUMENT_ORDER.filter((type) => !done[type]?.succeed);
        setMissing(toSend.filter((type) => !capturedRef.current[type]));
        setIsReady(true);
        send(toSend);
      });
  }, [storage, send]);
  // Leaving the page stops the uploads under way (a new controller for each mount).
  useEffect(() => {
    const controller = new AbortController();
    aborts.current = controller;
    return () => controller.abort();
  }, []);

  const retry = useCallback(() => {
    const failed = failedDocumentTypes(record.current);
    dispatch({ kind: 'retry' });
    send(failed);
  }, [dispatch, send]);

  return { uploads, errors, missing, isReady, isSent, retry };
}
