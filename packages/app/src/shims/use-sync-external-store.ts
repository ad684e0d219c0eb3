// React 19 has useSyncExternalStore itself; wouter still imports the shim package written for React 16 and 17,
// which adds its own copy (about 0.3 KB gzip) to start-up. The apps' Vite config resolves the shim's entry here.
export { useSyncExternalStore } from 'react';
