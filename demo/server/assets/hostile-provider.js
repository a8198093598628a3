// The sandbox's hostile provider page (scenario `hostileProvider`, issue #25): a provider on another
// origin that tries reverse tabnabbing — sending the page that opened its window (the casino's tab)
// to a fake login — and writes on the page whether it could. The cashier must have cut the link.
(() => {
  const probe = document.querySelector('[data-opener-probe]');
  let reached = false;
  try {
    if (window.opener) {
      window.opener.location.replace(new URL('/sandbox/phish', window.location.href).href);
      reached = true;
    }
  } catch {
    reached = false;
  }
  if (probe) probe.textContent = reached ? 'Opener reached: the casino tab was sent to a fake login.' : 'No opener: the casino tab is out of reach.';
})();
