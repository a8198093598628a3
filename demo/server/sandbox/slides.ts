/**
 * Pictures of the visual-instruction slides (demo/server/fixtures/guides.ts):
 * GET /sandbox/slides/<set>/<n>.svg — a phone with the step's number, drawn so each set and step
 * looks different. Only the sets and steps the fixtures name exist.
 */
import type { FastifyInstance } from 'fastify';
import { SLIDE_SETS } from '../fixtures/guides.ts';

const HUES: Readonly<Record<string, number>> = { card: 230, pix: 170, iban: 30 };

/** The SVG of step `n` of `set`. */
export function slideSvg(set: string, n: number): string {
  const hue = HUES[set] ?? 260;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
<rect width="480" height="240" fill="hsl(${hue} 60% 96%)"/>
<rect x="180" y="20" width="120" height="200" rx="16" fill="#ffffff" stroke="hsl(${hue} 40% 60%)" stroke-width="4"/>
<rect x="196" y="48" width="88" height="14" rx="7" fill="hsl(${hue} 30% 85%)"/>
<rect x="196" y="72" width="64" height="14" rx="7" fill="hsl(${hue} 30% 85%)"/>
<rect x="196" y="170" width="88" height="28" rx="8" fill="hsl(${hue} 62% 45%)"/>
<circle cx="240" cy="125" r="26" fill="hsl(${hue} 62% 45%)"/>
<text x="240" y="134" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${n}</text>
</svg>`;
}

export function registerSlides(app: FastifyInstance): void {
  app.get('/sandbox/slides/:set/:file', async (request, reply) => {
    const { set, file } = request.params as { set: string; file: string };
    const n = /^(\d{1,2})\.svg$/.exec(file)?.[1];
    const count = SLIDE_SETS[set];
    if (count === undefined || n === undefined || Number(n) < 1 || Number(n) > count) {
      return reply.code(404).send({ error: { message: 'Not found', code: 'not.found' } });
    }
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(slideSvg(set, Number(n)));
  });
}
