export * from './routing';
export * from './shell';
