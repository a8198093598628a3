/**
 * Test-only: the framework host apps of issue #23 (test/frameworks/: React 19, Vue 3, Svelte 5),
 * as test/frameworks/build.mjs builds them into .cache/frameworks/<name>/ during the e2e run.
 * GET /frameworks/<name>/ serves a host's index.html, /frameworks/<name>/<file> its assets; before
 * a build (or for an unknown name) the answer is 404. The folder is looked up per request, so a
 * build made after the sandbox started is served without a restart. Same origin as the banking API
 * and the socket, so the widget inside the hosts talks to the sandbox over both transports.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where test/frameworks/build.mjs writes the built hosts, relative to the repository root. */
export const FRAMEWORK_HOSTS_DIR = '.cache/frameworks';

const HOST_NAME = /^[a-z]+$/;

export function registerFrameworkHosts(app: FastifyInstance, rootDir: string): void {
  const hostsDir = join(rootDir, FRAMEWORK_HOSTS_DIR);
  app.get('/frameworks/:name/*', async (request, reply) => {
    const { name, '*': rest } = request.params as { name: string; '*': string };
    const dir = join(hostsDir, name);
    if (!HOST_NAME.test(name) || !existsSync(dir)) return reply.code(404).send({ error: { message: 'Not found', code: 'not.found' } });
    // @fastify/static's sendFile refuses paths that leave `dir` and answers 404 for missing files.
    return reply.sendFile(rest === '' ? 'index.html' : rest, dir);
  });
}
