import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { documentControls } from './document-controls';
import { documentHandlers } from './document-handlers';
import { finishDueReviews } from './document-review';
import { level1Controls } from './level-1-controls';
import { level1Handlers } from './level-1-handlers';
import { reviewPersonalInformation } from './level-1-review';

/** Identity verification: the simulated registry and level 1's review; level 2's documents and their review. */
export const kycDomain = {
  name: 'kyc',
  handlers: joinHandlers([level1Handlers, documentHandlers]),
  watchers: [
    { what: 'personal information review', pass: reviewPersonalInformation },
    { what: 'documents review', pass: finishDueReviews },
  ],
  controls: [...level1Controls, ...documentControls],
} satisfies Domain;
