// The plain host page (/host.html, issue #24): README's embedding and nothing else — one module
// script, one <payment-cashier> — so what the page fetches before the first screen is the
// cashier's alone (test/e2e/critical-path.spec.ts). The query carries what a casino's server would
// render into its page: `token` (a property, never an attribute), `bonusList` (JSON, a property),
// and the element's attributes `widgetViewType`, `route`, `transport`, `locale`, `currency`, `paymentGeo`.
const ATTRIBUTES = ['widgetViewType', 'route', 'transport', 'locale', 'currency', 'paymentGeo'];
const query = new URLSearchParams(location.search);
const cashier = document.querySelector('payment-cashier');
for (const name of ATTRIBUTES) {
  const value = query.get(name);
  if (value) cashier.setAttribute(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), value);
}
if (query.get('bonusList')) cashier.bonusList = JSON.parse(query.get('bonusList'));
cashier.token = query.get('token');
