import type { KycDocumentType, KycDocumentUploaded } from '../calls/kyc-documents';
import { callHeaders, deviceTimezone } from '../client/call-headers';
import { CALL_ROUTES } from '../client/call-routes.generated';
import {
  ApiError,
  apiErrorFromResponse,
  CONNECTION_ERROR,
  INVALID_RESPONSE,
  TIMEOUT_ERROR,
} from '../client/api-error';
import type { ApiClientConfig } from '../client/create-client';

const CALL_NAME = 'uploadKycDocument';
// The route only (method, path, timeout): the call's schemas stay out of the app's start-up code.
const DEFINITION = CALL_ROUTES.uploadKycDocument;

/** Bytes of one document sent so far. */
export interface UploadProgressEvent {
  loaded: number;
  total: number;
}

/** The client's headers and address; the same fields as the API client's configuration. */
export type DocumentUploadConfig = Pick<
  ApiClientConfig,
  'baseUrl' | 'platform' | 'os' | 'getToken' | 'getTimezone' | 'getLanguage'
> & {
  /** Tests pass a fake; the browser's by default. */
  createRequest?: () => XMLHttpRequest;
};

export interface DocumentUploadOptions {
  onProgress?: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
}

export type UploadDocument = (
  type: KycDocumentType,
  data: Blob,
  options?: DocumentUploadOptions,
) => Promise<KycDocumentUploaded>;

function headersOf(config: DocumentUploadConfig): Record<string, string> {
  return callHeaders({
    timezone: (config.getTimezone ?? deviceTimezone)(),
    platform: config.platform,
    os: config.os,
    token: config.getToken?.(),
    language: config.getLanguage?.(),
  });
}

const transportError = (kind: 'timeout' | 'network', cause?: unknown) =>
  new ApiError({
    kind,
    status: 0,
    codeString: kind === 'timeout' ? TIMEOUT_ERROR : CONNECTION_ERROR,
    localizedMessage: null,
    call: CALL_NAME,
    cause,
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /v1/kyc/documents as multipart (type, data) over XMLHttpRequest, whose upload events report progress
 * (spec 001 §7); the 10-minute timeout, the client's headers and its ApiError shape.
 */
export function createDocumentUpload(config: DocumentUploadConfig): UploadDocument {
  const base = config.baseUrl.replace(/\/+$/, '');
  return (type, data, options = {}) =>
    new Promise<KycDocumentUploaded>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      const request = config.createRequest?.() ?? new XMLHttpRequest();
      request.open(DEFINITION.method, `${base}${DEFINITION.path}`);
      request.timeout = DEFINITION.timeoutMs;
      for (const [name, value] of Object.entries(headersOf(config))) request.setRequestHeader(name, value);

      const abort = () => request.abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      const settle = () => options.signal?.removeEventListener('abort', abort);

      request.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
      };
      request.onload = () => {
        settle();
        const body = parseJson(request.responseText);
        if (request.status < 200 || request.status >= 300) {
          reject(apiErrorFromResponse(CALL_NAME, request.status, body));
          return;
        }
        if (typeof body !== 'object' || body === null || !('result' in body)) {
          reject(
            new ApiError({
              kind: 'invalid-response',
              status: request.status,
              codeString: INVALID_RESPONSE,
              localizedMessage: null,
              call: CALL_NAME,
            }),
          );
          return;
        }
        resolve(body.result as KycDocumentUploaded);
      };
      request.ontimeout = () => {
        settle();
        reject(transportError('timeout'));
      };
      request.onerror = () => {
        settle();
        reject(transportError('network'));
      };
      request.onabort = () => {
        settle();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };

      const form = new FormData();
      form.append('type', type);
      form.append('data', data);
      request.send(form);
    });
}
