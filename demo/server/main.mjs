// Starts the sandbox on PORT (default 4780) and shuts down cleanly on SIGINT/SIGTERM.
import { createSandbox } from './app.mjs';

const port = Number(process.env.PORT ?? 4780);
const host = process.env.HOST ?? '127.0.0.1';
const app = await createSandbox();
await app.listen({ port, host });
console.log(`payment-cashier sandbox: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);

const stop = async (signal) => {
  console.log(`\n${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
