import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdCheque } from '@wallet/api';

/** A cheque's status as the user reads it. */
export const STATUS_WORDS: Record<AdCheque['status'], MessageDescriptor> = {
  PENDING: msg`Waiting for payment`,
  ACTIVE: msg`Active`,
  FINISHED: msg`Finished`,
  DELETED: msg`Deleted`,
  EXPIRED: msg`Expired`,
};

/** The cheque's pictures by name (spec 000 §2's campaigns). */
export const DESIGN_WORDS: Record<AdCheque['design'], MessageDescriptor> = {
  DEFAULT: msg`Classic`,
  NOWRUZ: msg`Nowruz`,
  YALDA: msg`Yalda`,
};
