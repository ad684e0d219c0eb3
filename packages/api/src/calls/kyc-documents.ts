/** Spec 001 §7 identity verification: level 2's documents, uploaded with progress. */
export const kycDocumentCalls = {} as const;
