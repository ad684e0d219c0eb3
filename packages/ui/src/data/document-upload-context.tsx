import { createContext, useContext, type ReactNode } from 'react';
import type { UploadDocument } from '@wallet/api';

const DocumentUploadContext = createContext<UploadDocument | null>(null);

/** The document upload of spec 001 §7 (progress, 10-minute timeout), made by the shell with the client's headers. */
export function DocumentUploadProvider({
  upload,
  children,
}: {
  upload: UploadDocument;
  children: ReactNode;
}) {
  return <DocumentUploadContext.Provider value={upload}>{children}</DocumentUploadContext.Provider>;
}

export function useDocumentUpload(): UploadDocument {
  const upload = useContext(DocumentUploadContext);
  if (!upload) throw new Error('useDocumentUpload needs a <DocumentUploadProvider> above it');
  return upload;
}
