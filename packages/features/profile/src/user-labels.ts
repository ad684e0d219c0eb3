import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserInformation, UserLevel } from '@wallet/api';
import { toLocalIranianMobile } from '@wallet/core';

export const LEVEL_LABELS: Record<UserLevel, MessageDescriptor> = {
  LEVEL_0: msg`Basic`,
  LEVEL_1_GLOBAL: msg`Intermediate (global)`,
  LEVEL_1_IR: msg`Intermediate`,
  LEVEL_2_IR: msg`Advanced`,
  SIGNUP: msg`Signing up`,
};

/** The server names a user without a name `anonymous`; the page shows a localized label instead. */
export const ANONYMOUS_DISPLAY_NAME = 'anonymous';
export const isAnonymous = (user: Pick<UserInformation, 'displayName'>) =>
  user.displayName === ANONYMOUS_DISPLAY_NAME;

/** A +98 number with a leading 0 (spec 000 §3); other numbers as they are. */
export const phoneForDisplay = (number: string) => toLocalIranianMobile(number);

export const primaryPhone = (user: UserInformation) =>
  user.phoneNumbers.find((phone) => phone.primary)?.number ?? null;
