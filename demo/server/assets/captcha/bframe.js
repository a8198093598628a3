// The sandbox reCAPTCHA challenge frame (api.js double, mode=challenge): Verify tells the parent
// page, at the origin named in this page's URL only, that the challenge was solved; Escape asks it
// to close the challenge the way a click outside does.
document.addEventListener('DOMContentLoaded', () => {
  const parentOrigin = new URLSearchParams(location.search).get('origin');
  const tell = (message) => {
    if (parentOrigin && window.parent !== window) window.parent.postMessage({ sandboxRecaptcha: message }, parentOrigin);
  };
  const verify = document.getElementById('verify');
  verify.addEventListener('click', () => {
    verify.disabled = true;
    document.getElementById('status').textContent = 'Verified';
    tell('verified');
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') tell('close');
  });
  verify.focus();
});
