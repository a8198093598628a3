// The sandbox test API (docs/sandbox.md §3). Every call is reported to `onCall` so the log
// shows what the playground itself asked the sandbox.

let report = () => {};

/** Sets the reporter for sandbox calls: `(method, path, body, answer) => void`. */
export function onSandboxCall(fn) {
  report = fn;
}

async function call(method, path, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await response.json().catch(() => ({}));
  report(method, path, body, answer, response.status);
  if (!response.ok) throw new Error(answer?.error?.message ?? `${method} ${path} answered ${response.status}`);
  return answer;
}

/** POST /sandbox/tokens: a new player (or a known `player` key) → `{ token, user, expiresAt }`. */
export const issueToken = (options = {}) => call('POST', '/sandbox/tokens', { body: options });
/** POST /sandbox/tokens/refresh: a new token for the same player, with a copy of the scenario. */
export const refreshToken = (token) => call('POST', '/sandbox/tokens/refresh', { body: { token } });
/** GET /sandbox/scenario for a token. */
export const getScenario = (token) => call('GET', '/sandbox/scenario', { token });
/** PUT /sandbox/scenario: merges the named switches. */
export const putScenario = (token, switches) => call('PUT', '/sandbox/scenario', { token, body: switches });
/** DELETE /sandbox/scenario: back to the defaults. */
export const resetScenario = (token) => call('DELETE', '/sandbox/scenario', { token });
/** GET /sandbox/events: the analytics events the sandbox received for the token's player, after sequence number `after`. */
export const getEvents = (token, after = 0) => call('GET', `/sandbox/events?after=${after}`, { token });
/** GET /sandbox/countries: `[{ code, name: {en, ru}, currency, lang }]`. */
export const getCountries = () => call('GET', '/sandbox/countries');
/** GET /sandbox/bonuses: the host bonusList fixture. */
export const getBonuses = () => call('GET', '/sandbox/bonuses');
