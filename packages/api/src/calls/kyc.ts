/** Spec 001 §7 identity verification: the KYC state and level 1's personal information. */
export const kycCalls = {} as const;
