/**
 * Method icons by icon id: GET /sandbox/icons/<iconId>.svg. Every id gets a consistent tile —
 * a rounded square in a colour derived from the id, with its initials — so any fixture id works.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { esc } from './html.ts';
import { WIDGET_FOLDERS } from './widget-folders.ts';

const ICON_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Short label: known brands spelled out, else up to 3 initials. */
function label(id: string): string {
  // A country icon (decision CONST-15, `country-kg`) shows the country code.
  if (id.startsWith('country-')) return id.slice('country-'.length).toUpperCase();
  const parts = id.split(/[_-]+/).filter(Boolean);
  if (id.length <= 4) return id.toUpperCase();
  if (parts.length > 1) return parts.map((p) => p[0]).join('').slice(0, 3).toUpperCase();
  return (id[0] ?? '?').toUpperCase() + id.slice(1, 3);
}

/** The SVG of one icon id. */
export function iconSvg(id: string): string {
  const hue = (createHash('sha1').update(id).digest()[0] ?? 0) * (360 / 256);
  const text = esc(label(id));
  const size = text.length > 3 ? 13 : 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${esc(id)}">
<rect width="48" height="48" rx="12" fill="hsl(${hue.toFixed(0)} 62% 42%)"/>
<rect x="3" y="3" width="42" height="42" rx="10" fill="none" stroke="rgba(255,255,255,.25)"/>
<text x="24" y="29" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}

/** Where method icons are served: the sandbox path, and the widget's default icon folder
 * (`<assets>/icons/methods/<id>.svg`, decision HTTP-42) so the widget needs no schema to show them —
 * in each widget folder, the CDN layout's too (decision CDN-05). */
export const ICON_ROUTES = ['/sandbox/icons/:file', ...WIDGET_FOLDERS.map((folder) => `${folder}icons/methods/:file`)] as const;

export function registerIcons(app: FastifyInstance): void {
  for (const route of ICON_ROUTES) registerIconRoute(app, route);
}

function registerIconRoute(app: FastifyInstance, route: string): void {
  app.get(route, async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!ICON_ID.test(id)) return reply.code(404).send({ error: { message: 'Unknown icon', code: 'icon.notFound' } });
    // Images a page of any origin may show, like the widget's own files (CORP for COEP hosts).
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(iconSvg(id));
  });
}
