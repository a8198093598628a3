/**
 * The iframe fallback page for legacy hosts (dist/iframe.html): runs the element full-page and
 * bridges postMessage with the parent. The host origin comes from the `hostOrigin` query value,
 * else from the embedding origin the browser reports; a token never travels in the URL — the
 * parent sends it in the `loaded` message.
 */
// The element comes from ./payment-cashier.js (its own script tag), so the two share no chunk.
import { iframeSetup } from './iframe-setup.ts';

const { attributes } = iframeSetup(window.location, document.referrer, window.location.ancestorOrigins);
const element = document.createElement('payment-cashier');
for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
document.body.append(element);
