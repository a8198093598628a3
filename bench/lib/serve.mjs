/**
 * The sandbox for `npm run bench`, in its own process so the benchmark's own work never delays
 * the server. It is the built sandbox (dist-server/app.mjs, createSandbox) plus one static folder,
 * the bench pages, at /bench/: same origin as the widget (/widget/), the API and the socket,
 * exactly as an integrator's page would be. Prints one JSON line `{ "port": n }` when listening.
 * argv: <repo root> <bench site folder> [<TLS key PEM> <TLS certificate PEM>]: with the pair, HTTPS
 * with HTTP/2 (HTTP/1.1 kept for the WebSocket), as a CDN serves the widget.
 */
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, siteDir, keyPath, certPath] = process.argv.slice(2);
if (!root || !siteDir) throw new Error('usage: serve.mjs <repo root> <site dir> [<key.pem> <cert.pem>]');
const tls = keyPath && certPath ? { key: readFileSync(keyPath), cert: readFileSync(certPath) } : null;

const { createSandbox } = await import(pathToFileURL(join(root, 'dist-server/app.mjs')).href);
const sandbox = await createSandbox({ rootDir: root, logger: false, tls });
// preCompressed: the .br/.gz siblings written by site.mjs, as a CDN would serve them.
await sandbox.app.register(fastifyStatic, { root: siteDir, prefix: '/bench/', decorateReply: false, preCompressed: true });
await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const address = sandbox.app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

const stop = () => sandbox.close().then(() => process.exit(0), () => process.exit(1));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The parent going away closes stdin: never outlive it.
process.stdin.on('end', stop);
process.stdin.resume();
