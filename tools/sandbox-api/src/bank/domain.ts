import type { Domain } from '../context';
import { bankHandlers } from './handlers';

/** The user's bank cards and IBANs, checked with the simulated banks' owner registry. */
export const bankDomain = {
  name: 'bank',
  handlers: bankHandlers,
} satisfies Domain;
