import { LEVEL_1_STORAGE_KEYS } from './level-1/storage-keys';
import { LEVEL_2_STORAGE_KEYS } from './level-2/storage-keys';

export const IDENTITY_STORAGE_KEYS = { ...LEVEL_1_STORAGE_KEYS, ...LEVEL_2_STORAGE_KEYS } as const;
