// `npm start`: installs what is missing, builds the widget, starts the sandbox and prints its URL.
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();
const { buildAll } = await import('../esbuild.config.mjs');
await buildAll({ quiet: true });
await import('../demo/server/main.mjs');
