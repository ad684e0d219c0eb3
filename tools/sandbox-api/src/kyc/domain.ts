import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { documentHandlers } from './document-handlers';
import { level1Handlers } from './level-1-handlers';

/** Identity verification: the simulated registry and level 1's review; level 2's documents and their review. */
export const kycDomain = {
  name: 'kyc',
  handlers: joinHandlers([level1Handlers, documentHandlers]),
} satisfies Domain;
