// The React 19 recipe of docs/frameworks.md. React 19 sets a custom element's props as properties
// once the element is defined, and as attributes before (an object as "[object Object]"): so the
// token and the schema go through a ref (properties even before the upgrade, the token never an
// attribute), and events are bound as `on<event name>` props, which React 19 attaches when it
// creates the element, before the widget can send `Loaded`.
import type {} from '@payment-cashier/widget/react'; // JSX types of <payment-cashier> (types only)
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { COLON_EVENTS, describeEvent, fetchPlayerToken, initialSettings, LANGUAGES, OPERATOR_SCHEMA, PAGES, renewPlayerToken } from '../shared/host-page.ts';

const first = initialSettings();

/** `cashier:Loaded` cannot be written as a JSX attribute: the colon names go in as spread props. */
const colonProps = (handler: (event: Event) => void) => Object.fromEntries(COLON_EVENTS.map((name) => [`on${name}`, handler]));

export function App() {
  const [shown, setShown] = useState(true);
  const [token, setToken] = useState<string>();
  const [locale, setLocale] = useState(first.locale);
  const [route, setRoute] = useState(first.route);
  const [log, setLog] = useState<string[]>([]);
  const cashier = useRef<HTMLElement & { token?: string; schema?: object }>(null);
  const record = (event: Event) => {
    const line = describeEvent(event); // now: `currentTarget` is gone once the handler returns
    setLog((lines) => [...lines, line]);
  };

  const renew = () => token && void renewPlayerToken(token).then(setToken);
  // A call answered 401: the operator's backend gives the player a new token, set as the property.
  const onTokenExpired = (event: Event) => {
    record(event);
    renew();
  };

  useEffect(() => void fetchPlayerToken().then(setToken), []);
  // Properties, set before the widget's script has even loaded (and the token on every renewal).
  useLayoutEffect(() => {
    if (cashier.current && token) Object.assign(cashier.current, { token, schema: OPERATOR_SCHEMA });
  }, [token, shown]);
  // The widget's script loads once the element is on the page (a lazy chunk of the host's build).
  useEffect(() => {
    if (shown && token) void import('@payment-cashier/widget');
  }, [shown, token]);

  return (
    <main>
      <h1>React 19 host</h1>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Unmount the cashier' : 'Mount the cashier'}
      </button>
      <label>
        Language
        <select value={locale} onChange={(e) => setLocale(e.target.value)}>
          {LANGUAGES.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
      <label>
        Page
        <select value={route} onChange={(e) => setRoute(e.target.value)}>
          {PAGES.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!token} onClick={renew}>
        Renew the token
      </button>
      {shown && token && (
        <payment-cashier
          ref={cashier}
          transport={first.transport}
          assets-base={first.assetsBase}
          locale={locale}
          route={route}
          oncashier-loaded={record}
          oncashier-init={record}
          oncashier-request={record}
          oncashier-close={record}
          oncashier-token-expired={onTokenExpired}
          oncashier-error={record}
          {...colonProps(record)}
        />
      )}
      <h2>Cashier events</h2>
      <ol aria-label="Cashier events">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
