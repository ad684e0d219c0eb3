// `npm start`: installs what is missing, then runs the sandbox API and prints its URL.
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
run('pnpm sandbox');
