import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JettonStatus } from '@wallet/api';
import { TELEGRAM_USERNAME_PATTERN } from '@wallet/api';

/** A jetton's status as a row of the purchases list reads it. */
export const JETTON_STATUS_WORDS: Record<JettonStatus, MessageDescriptor> = {
  PENDING: msg`Waiting for payment`,
  PAID: msg`Paid`,
  DELIVERING: msg`Sending through Fragment`,
  DELIVERED: msg`Delivered`,
  FAILED: msg`Not delivered, money returned`,
  CANCELED: msg`Canceled`,
  REFUNDED: msg`Refunded`,
};

/** What is wrong with a typed username, or null when it may be sent. */
export type UsernameProblem = 'required' | 'malformed';

export function usernameProblem(typed: string): UsernameProblem | null {
  const value = typed.trim();
  if (value === '' || value === '@') return 'required';
  return TELEGRAM_USERNAME_PATTERN.test(value) ? null : 'malformed';
}

/** The username as the server takes it and as it is shown: without the @ and the spaces around it. */
export function bareUsername(typed: string): string {
  return typed.trim().replace(/^@/, '');
}
