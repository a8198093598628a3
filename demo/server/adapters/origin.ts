/** This server's origin as a client reached it, for absolute provider-page URLs. */
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * `http(s)://<host>` from the Host header (HTTP/2's `:authority`); a malformed or missing one falls
 * back to the listening address.
 */
export function originFromHeaders(headers: IncomingHttpHeaders, fallbackHost: string, secure = false): string {
  const named = headers.host ?? headers[':authority'];
  const host = typeof named === 'string' && SAFE_HOST.test(named) ? named : fallbackHost;
  return `${secure ? 'https' : 'http'}://${host}`;
}

export function requestOrigin(request: FastifyRequest): string {
  const address = request.server.addresses()[0];
  const fallback = address && typeof address === 'object' ? `${address.address}:${address.port}` : '127.0.0.1';
  return originFromHeaders(request.headers, fallback, request.protocol === 'https');
}
