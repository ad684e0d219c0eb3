import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KycLevel2FailureReason } from '@wallet/api';

/** What the user is told for each reason the reviewer can give for turning down level 2's documents. */
export const LEVEL_2_FAILURE_REASONS: Record<KycLevel2FailureReason, MessageDescriptor> = {
  SELFIE_UNCLEAR: msg`Your face cannot be seen clearly in the selfie video. Record it again in good light.`,
  FACE_MISMATCH: msg`The face in the selfie video does not match the photo on the national ID card.`,
  ID_CARD_UNREADABLE: msg`The photos of the national ID card cannot be read. Take them again, sharp and whole.`,
  ID_CARD_MISMATCH: msg`The national ID card does not match the personal information you verified at level 1.`,
};

/** For a round turned down without a reason the app knows. */
export const LEVEL_2_FAILURE_FALLBACK = msg`The reviewer did not accept your documents.`;
