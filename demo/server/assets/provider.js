// Sandbox provider pages: after Pay / Decline / Leave pending, try to close the window the
// cashier opened (browsers allow it for script-opened windows); the page text covers the rest.
document.addEventListener('DOMContentLoaded', () => {
  if (!document.querySelector('[data-close-window]')) return;
  setTimeout(() => window.close(), 1200);
});
