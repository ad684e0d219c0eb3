/**
 * Spec 000 §4 / 001 §1 document upload: per document type a state of loaded, total, error and succeed; the
 * overall status; retry of the failed ones; and the upload percentage of spec 001 §9.
 */
export interface DocumentUploadState {
  loaded: number;
  total: number;
  error: boolean;
  succeed: boolean;
}

/** The upload record: one state per document type sent in this round. */
export type DocumentUploads<T extends string> = Partial<Record<T, DocumentUploadState>>;

export type DocumentUploadStatus = 'exception' | 'active' | 'success';

export type DocumentUploadEvent<T extends string> =
  | { kind: 'start'; type: T; total: number }
  | { kind: 'progress'; type: T; loaded: number; total: number }
  | { kind: 'succeed'; type: T }
  /** DUPLICATE_KYC_DOCUMENT: the server has it already, so it counts as fully loaded, not failed. */
  | { kind: 'duplicate'; type: T }
  | { kind: 'fail'; type: T }
  /** Resets the failed uploads so they are sent again. */
  | { kind: 'retry' };

const entriesOf = <T extends string>(uploads: DocumentUploads<T>) =>
  Object.entries(uploads) as [T, DocumentUploadState][];

/** Exception if any failed, active if any is not yet succeeded, else success (an empty record too). */
export function documentUploadStatus<T extends string>(uploads: DocumentUploads<T>): DocumentUploadStatus {
  const states = entriesOf(uploads).map(([, state]) => state);
  if (states.some((state) => state.error)) return 'exception';
  if (states.some((state) => !state.succeed)) return 'active';
  return 'success';
}

/** The document types whose upload failed: what a retry sends again. */
export function failedDocumentTypes<T extends string>(uploads: DocumentUploads<T>): T[] {
  return entriesOf(uploads)
    .filter(([, state]) => state.error)
    .map(([type]) => type);
}

/** Whole percent of all bytes sent, floored; 100 when nothing is uploading. */
export function documentUploadPercent<T extends string>(uploads: DocumentUploads<T>): number {
  let loaded = 0;
  let total = 0;
  for (const [, state] of entriesOf(uploads)) {
    const size = Math.max(0, state.total);
    total += size;
    loaded += state.succeed ? size : Math.min(size, Math.max(0, state.loaded));
  }
  if (total === 0) return 100;
  return Math.floor((loaded * 100) / total);
}

function settle<T extends string>(uploads: DocumentUploads<T>): DocumentUploads<T> {
  // A round that succeeded leaves no record behind.
  return documentUploadStatus(uploads) === 'success' ? {} : uploads;
}

/** The upload record after one event; once every document succeeded the record is cleared. */
export function nextDocumentUploads<T extends string>(
  uploads: DocumentUploads<T>,
  event: DocumentUploadEvent<T>,
): DocumentUploads<T> {
  switch (event.kind) {
    case 'start':
      return { ...uploads, [event.type]: { loaded: 0, total: event.total, error: false, succeed: false } };
    case 'progress': {
      const state = uploads[event.type];
      if (!state || state.succeed || state.error) return uploads;
      return { ...uploads, [event.type]: { ...state, loaded: event.loaded, total: event.total } };
    }
    case 'succeed':
    case 'duplicate': {
      const total = uploads[event.type]?.total ?? 0;
      return settle({ ...uploads, [event.type]: { loaded: total, total, error: false, succeed: true } });
    }
    case 'fail': {
      const state = uploads[event.type] ?? { loaded: 0, total: 0, error: false, succeed: false };
      return { ...uploads, [event.type]: { ...state, error: true, succeed: false } };
    }
    case 'retry': {
      const next: DocumentUploads<T> = { ...uploads };
      for (const [type, state] of entriesOf(uploads)) {
        if (state.error) next[type] = { loaded: 0, total: state.total, error: false, succeed: false };
      }
      return next;
    }
  }
}
