/**
 * Sandbox provider pages: where a redirect deposit lands (GET with a query, or the POST form
 * target). The tester presses Pay, Decline or Leave pending; Pay and Decline settle the deposit,
 * which pushes deposit.status to the player's sockets.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deposit, DepositStore } from '../state/deposits.ts';
import { esc, page } from './html.ts';

type Choice = 'pay' | 'decline' | 'pending';
const CHOICES: readonly Choice[] = ['pay', 'decline', 'pending'];

const amountText = (d: Deposit): string => `${d.amount.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${d.currency}`;

function receivedRows(fields: Record<string, unknown>): string {
  const rows = Object.entries(fields)
    .slice(0, 30)
    .map(([k, v]) => `<tr><th scope="row">${esc(k.slice(0, 64))}</th><td>${esc(String(typeof v === 'object' ? JSON.stringify(v) : v).slice(0, 200))}</td></tr>`)
    .join('');
  return rows ? `<details><summary>Data received from the cashier</summary><table>${rows}</table></details>` : '';
}

/**
 * Issue #25 (scenario `hostileProvider`): the same checkout, plus a script that tries to send its
 * opener — the casino's tab, if the cashier left the link — to a fake login, and says on the page
 * whether it could (`/sandbox/assets/hostile-provider.js`).
 */
const HOSTILE_PROBE = '<p class="note" data-opener-probe>Looking for the page that opened this window…</p>';

function checkoutPage(d: Deposit, via: 'GET' | 'POST', fields: Record<string, unknown>, hostile = false): string {
  const settled = d.state !== 'waiting';
  const button = (choice: Choice, label: string, cls: string): string =>
    `<form method="post" action="/sandbox/provider/${d.id}/settle"><input type="hidden" name="choice" value="${choice}"><button type="submit" class="${cls}">${label}</button></form>`;
  const actions = settled
    ? `<p class="note">This payment is already <strong>${esc(d.state)}</strong>.</p>`
    : `<div class="actions">${button('pay', 'Pay', 'primary')}${button('decline', 'Decline', 'danger')}${button('pending', 'Leave pending', 'ghost')}</div>`;
  return page(
    `Pay ${amountText(d)} — Sandbox Pay`,
    `<h1>Confirm your payment</h1>
<p class="amount">${esc(amountText(d))}</p>
<dl class="facts"><dt>Method</dt><dd>${esc(d.method)}</dd><dt>Deposit</dt><dd>#${d.id}</dd><dt>Arrived by</dt><dd>${via}</dd></dl>
${hostile ? HOSTILE_PROBE : ''}
${actions}
${receivedRows(fields)}
<p class="hint">This is the sandbox provider. No money moves.</p>`,
    hostile ? ['/sandbox/assets/hostile-provider.js'] : [],
  );
}

function resultPage(d: Deposit, choice: Choice, changed: boolean): string {
  const text = !changed
    ? `This payment was already <strong>${esc(d.state)}</strong>.`
    : choice === 'pay'
      ? 'Payment confirmed.'
      : choice === 'decline'
        ? 'Payment declined.'
        : 'The payment stays pending.';
  return page('Sandbox Pay', `<h1>${text}</h1><p class="done" data-close-window>You can close this window.</p>`);
}

const notFound = (reply: FastifyReply): FastifyReply =>
  reply.code(404).type('text/html; charset=utf-8').send(page('Unknown payment', '<h1>Unknown payment</h1><p>No sandbox deposit has this id.</p>'));

export function registerProviderPages(app: FastifyInstance, deposits: DepositStore): void {
  const show = (via: 'GET' | 'POST', hostile = false) => async (request: { params: unknown; query: unknown; body: unknown }, reply: FastifyReply) => {
    const deposit = deposits.findAny((request.params as { id: string }).id);
    if (!deposit) return notFound(reply);
    const raw = via === 'GET' ? request.query : request.body;
    const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return reply.type('text/html; charset=utf-8').send(checkoutPage(deposit, via, fields, hostile));
  };
  app.get('/sandbox/provider/:id', show('GET'));
  app.post('/sandbox/provider/:id', show('POST'));
  app.get('/sandbox/hostile-provider/:id', show('GET', true));
  app.post('/sandbox/hostile-provider/:id', show('POST', true));
  // Where the hostile provider tries to send the casino's tab: a fake "log in again" page.
  app.get('/sandbox/phish', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page('Log in again', '<h1>Log in again</h1><p>Your session has expired. (A fake page: the hostile provider sent this tab here.)</p>')),
  );

  app.post('/sandbox/provider/:id/settle', async (request, reply) => {
    const deposit = deposits.findAny((request.params as { id: string }).id);
    if (!deposit) return notFound(reply);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const choice = CHOICES.find((c) => c === body.choice);
    if (!choice) return reply.code(400).type('text/html; charset=utf-8').send(page('Sandbox Pay', '<h1>Choose Pay, Decline or Leave pending.</h1>'));
    const changed = choice === 'pending' ? deposit.state === 'waiting' : deposits.settle(deposit, choice === 'pay' ? 'processed' : 'mistaked');
    return reply.type('text/html; charset=utf-8').send(resultPage(deposit, choice, changed));
  });

  // Video guides of the method fixtures (video_guide_url points here).
  app.get('/sandbox/video/:name', async (request, reply) => {
    const name = String((request.params as { name: string }).name).slice(0, 64);
    return reply.type('text/html; charset=utf-8').send(
      page(`Video guide: ${name}`, `<h1>Video guide</h1><p>How to pay with <strong>${esc(name)}</strong>.</p><div class="video" role="img" aria-label="Video placeholder">▶</div>`),
    );
  });
}
