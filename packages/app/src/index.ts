// First: schemas built by the modules below must see zod's jitless setting.
import './zod-jitless';
export { App, type AppProps } from './App';
export * from './shell';
