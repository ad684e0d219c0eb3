import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GiveawayStatus } from '@wallet/api';

/** A giveaway's status as the user reads it. */
export const GIVEAWAY_STATUS_WORDS: Record<GiveawayStatus, MessageDescriptor> = {
  PENDING: msg`Waiting for payment`,
  ACTIVE: msg`Open to join`,
  DRAWN: msg`Drawn`,
  CANCELED: msg`Canceled`,
};
