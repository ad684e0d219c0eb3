export const LEVEL_1_STORAGE_KEYS = {} as const;
