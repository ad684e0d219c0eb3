import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TwoFactorType } from '@wallet/api';

/** Spec 000 §3 two-factor methods, as the user knows them. */
export const METHOD_NAMES: Record<TwoFactorType, MessageDescriptor> = {
  SMS: msg`SMS code`,
  EMAIL: msg`E-mail code`,
  GOOGLE_AUTH: msg`Authenticator app`,
};
