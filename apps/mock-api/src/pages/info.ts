// GET /info.html: the server-error page the console sends users to after a 5xx on session, auth or menu
// (spec 000 §8). The details arrive in the hash, `#/?error_code=500&trace=…`, so they are read with JS.
import { html, page, script } from './html.ts';

export function infoPage(): string {
  return page({
    title: 'Something went wrong on the server',
    body: html`<main>
  <p class="brand">Security operations console</p>
  <h1>Something went wrong on the server</h1>
  <p>The console could not load. Try again in a moment; if the problem continues, contact support and quote the details below.</p>
  <dl class="details" id="details" hidden>
    <dt>Error code</dt><dd id="error-code"></dd>
    <dt>Trace ID</dt><dd id="trace-id"></dd>
  </dl>
  <p><a class="button" href="/">Try again</a></p>
</main>
${script(`(function () {
  var hash = location.hash.replace(/^#\\/?/, '');
  var query = hash.indexOf('?') >= 0 ? hash.slice(hash.indexOf('?') + 1) : hash;
  var params = new URLSearchParams(query);
  var code = params.get('error_code');
  var trace = params.get('trace');
  if (!code && !trace) return;
  document.getElementById('error-code').textContent = code || 'not given';
  document.getElementById('trace-id').textContent = trace || 'not given';
  document.getElementById('details').hidden = false;
})();`)}`,
  });
}
