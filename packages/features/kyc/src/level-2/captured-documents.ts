import { useSyncExternalStore } from 'react';
import type { KycDocumentType } from '@wallet/api';

/**
 * A document the user took or chose, kept in memory only until it is sent. It is not put in the flow draft:
 * the photos (up to 5 MB each) and the selfie video are far larger than the host's flow storage holds (short
 * text values in Telegram's DeviceStorage, a few megabytes of session storage on the web), and copies of an
 * identity card and a face should not stay on the device. Level 2 has no other choice to keep: the document
 * types are fixed, the step is in the address, and which documents are already on the server is kept in the
 * upload record (kycLevel2Uploads): after a reload the pages do not ask again for those (ready-documents.ts), and
 * the upload page sends only the rest.
 */
export interface CapturedDocument {
  blob: Blob;
  /** An object URL for the preview. */
  previewUrl: string;
}

type Captured = Partial<Record<KycDocumentType, CapturedDocument>>;

let captured: Captured = {};
const listeners = new Set<() => void>();

function publish(next: Captured) {
  captured = next;
  listeners.forEach((listener) => listener());
}

export function setCapturedDocument(type: KycDocumentType, blob: Blob): void {
  const previous = captured[type];
  if (previous) URL.revokeObjectURL(previous.previewUrl);
  publish({ ...captured, [type]: { blob, previewUrl: URL.createObjectURL(blob) } });
}

export function forgetCapturedDocuments(): void {
  for (const document of Object.values(captured)) URL.revokeObjectURL(document.previewUrl);
  publish({});
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The documents taken so far in this run of the app. */
export function useCapturedDocuments(): Captured {
  return useSyncExternalStore(subscribe, () => captured);
}
