import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedbackMessageKey } from './errors';

/** Spec 001 §8's texts, under the spec's own keys. */
export const FEEDBACK_MESSAGES: Record<FeedbackMessageKey, MessageDescriptor> = {
  successfullyDone: msg({ id: 'successfullyDone', message: 'Done successfully' }),
  connectionError: msg({
    id: 'connectionError',
    message: 'Could not reach the server. Check your connection and try again.',
  }),
  tooManyRequests: msg({
    id: 'tooManyRequests',
    message: 'Too many requests. Please wait a moment and try again.',
  }),
};
