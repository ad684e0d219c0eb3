export const PROFILE_STORAGE_KEYS = {} as const;
