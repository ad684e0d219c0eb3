// React 19 has useSyncExternalStore itself; wouter still imports the shim package written for React 16 and 17,
// which adds its own copy (about 0.3 KB gzip) to start-up. Builds resolve the shim's entry to React's hook.
export { useSyncExternalStore } from 'react';
