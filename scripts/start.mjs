// `npm start`: installs what is missing, builds the widget and the sandbox server, then starts
// the sandbox (one process) and prints its URL.
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();
// `npm test` builds once before its suites run side by side (CASHIER_PREBUILT): a rebuild here
// would rewrite dist/ while the script tests read it.
if (!process.env.CASHIER_PREBUILT) {
  const { buildAll } = await import('../esbuild.config.mjs');
  await buildAll({ quiet: true });
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
await import('../dist-server/main.mjs');
