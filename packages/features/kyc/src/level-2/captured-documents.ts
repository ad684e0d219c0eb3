import { useSyncExternalStore } from 'react';
import type { KycDocumentType } from '@wallet/api';

/** A document the user took or chose, kept in memory only until it is sent. */
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
