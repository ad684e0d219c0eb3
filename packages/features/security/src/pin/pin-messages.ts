import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec 001 §8 PIN messages, under the spec's keys. */
export const PIN_MESSAGES = {
  'pinCode:pinsDontMatch': msg`The PINs don't match. Enter a new PIN again.`,
  'pinCode:wrongPin': msg`Wrong PIN. Try again.`,
  'pinCode:error': msg`The PIN could not be checked. Try again.`,
} as const satisfies Record<string, MessageDescriptor>;

export type PinMessageKey = keyof typeof PIN_MESSAGES;
