// Tiny DOM helpers for the playground. Everything is built with createElement and textContent,
// never innerHTML, so nothing the sandbox answers can inject markup.

/**
 * Creates an element: `h('button', { class: 'pg-btn', type: 'button' }, 'Send')`.
 * Attribute values of `true` set an empty attribute; `false`/`undefined` skip it.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

/** `document.getElementById`, throwing a readable error when the page and the script disagree. */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`playground: #${id} is missing from index.html`);
  return el;
}

/** A short wall-clock time with milliseconds for log lines: 14:03:07.412. */
export function clockTime(date = new Date()) {
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
