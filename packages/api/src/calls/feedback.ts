/** Spec 001 §7 feedback: a score, a caption and media. */
export const feedbackCalls = {} as const;
