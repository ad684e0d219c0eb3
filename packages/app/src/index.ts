// First: schemas built by the modules below must see zod's jitless setting.
import './zod-jitless';
export { App, type AppProps } from './App';
export { MessengerLoginFailed } from './screens/messenger-login-failed';
export * from './shell';
