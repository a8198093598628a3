/**
 * The built widget at /widget/ (issue #23 deliverable 3, decisions CDN-04…06):
 * - `/widget/v1.0.486/…` the exact release (release/cdn/<version>/, written by
 *   scripts/build/cdn-release.mjs), all immutable;
 * - `/widget/v1/…` the moving major, the same release: hashed files immutable, the rest 5 minutes;
 * - `/widget/…` dist/ as it is built (the playground, the tests), revalidated on every use.
 * The release is sent brotli- or gzip-compressed from its precompressed twins by Accept-Encoding.
 * Every widget file may be read by any origin: it is a public module script, and a host page on
 * another origin loads it with `crossorigin` (and `integrity`), which needs CORS.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { WIDGET_VERSION } from '../../../src/domain/constants.ts';
import { widgetCacheControl, type WidgetChannel } from './widget-cache.ts';
import { EXACT, MAJOR } from './widget-folders.ts';

function channelOf(path: string): { channel: WidgetChannel; file: string } | undefined {
  if (path.startsWith(EXACT)) return { channel: 'exact', file: path.slice(EXACT.length) };
  if (path.startsWith(MAJOR)) return { channel: 'major', file: path.slice(MAJOR.length) };
  return undefined;
}

/** CORS, a standard JS media type and, on the CDN layout, the cache policy of the file's kind. */
async function widgetHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  // RFC 9239: text/javascript (send's table still says application/javascript).
  if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
  const layout = channelOf(decodeURI(request.url.split('?')[0] ?? ''));
  if (layout && (reply.statusCode === 200 || reply.statusCode === 304)) reply.header('cache-control', widgetCacheControl(layout.channel, layout.file));
}

export async function registerWidgetFiles(app: FastifyInstance, rootDir: string): Promise<void> {
  const release = join(rootDir, 'release/cdn', WIDGET_VERSION);
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      await widgetHeaders(request, reply);
      return payload;
    });
    await scope.register(fastifyStatic, { root: join(rootDir, 'dist'), prefix: '/widget/', decorateReply: false });
    for (const prefix of [EXACT, MAJOR])
      await scope.register(fastifyStatic, { root: release, prefix, decorateReply: false, preCompressed: true, cacheControl: false });
  });
}
