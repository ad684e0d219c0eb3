import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KycDocumentType } from '@wallet/api';

/** Spec 000 §3 level 2's documents, in the order they are taken. */
export const DOCUMENT_ORDER = [
  'NATIONAL_ID_FRONT',
  'NATIONAL_ID_BACK',
  'SELFIE_VIDEO',
] as const satisfies readonly KycDocumentType[];

export const DOCUMENT_NAMES: Record<KycDocumentType, MessageDescriptor> = {
  NATIONAL_ID_FRONT: msg`Front of the national ID card`,
  NATIONAL_ID_BACK: msg`Back of the national ID card`,
  SELFIE_VIDEO: msg`Selfie video`,
};
