// `npm start`: installs what is missing, builds the widget and the sandbox server, then starts
// the sandbox (one process) and prints its URL.
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();
const { buildAll } = await import('../esbuild.config.mjs');
await buildAll({ quiet: true });
const { buildServer } = await import('./build-server.mjs');
await buildServer();
await import('../dist-server/main.mjs');
