export * from './routing';
export * from './shell';
export { KEPT_AFTER_SESSION_LOSS, STORAGE_KEYS } from './state/storage-keys';
export { endSessionOutsideMessenger, storedToken } from './state/session';
