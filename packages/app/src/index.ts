export { App, type AppProps } from './App';
export * from './shell';
