// The widget's socket is websocket-only (shell §7; src/transport/socket-protocol.ts asks for
// `transports: ['websocket']`, and the sandbox refuses polling), but engine.io-client's transport
// table imports polling (XHR) and WebTransport too, and tree shaking cannot drop an object's
// members. This plugin gives the table its one used entry: about 1.5 KB gzip less initial JS.
// engine.io-client's index also re-exports the polling and WebTransport classes (socket.io-client
// re-exports them again), and polling-xhr.js runs code when it loads (it creates an XMLHttpRequest
// to probe binary support and adds a pagehide listener), so esbuild kept it although nothing uses
// it: those three modules load as empty exports (issue #24: −0.76 KB gzip).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// socket.io-parser's binary packets are left out too: the widget sends and receives JSON only, so
// socket.io-client gets src/transport/socket-parser.ts, the same text format for JSON packets
// (decision ROOM-02; −1.2 KB gzip).
const JSON_PARSER = fileURLToPath(new URL('../../src/transport/socket-parser.ts', import.meta.url));
// And engine.io-parser's Blob, ArrayBuffer and base64 paths: engine.io-client gets
// src/transport/engine-packets.ts, its text frames only (decision ROOM-03).
const TEXT_FRAMES = fileURLToPath(new URL('../../src/transport/engine-packets.ts', import.meta.url));
const POLLING = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/](polling-xhr|polling-fetch|webtransport)\.js$/;
// A websocket-only socket never upgrades (the server offers no upgrade from websocket), so the
// engine's upgrade probe (`_probe`, ~1.5 KB minified) is left empty (decision ROOM-08). The build
// fails if engine.io-client's source no longer has the method where this expects it.
const ENGINE_SOCKET = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/;
const PROBE_START = '\n    _probe(name) {\n';
const PROBE_END = '\n    /**\n     * Called when connection is deemed open.';

/** engine.io-client's socket.js with an empty `_probe`. */
export function withoutUpgradeProbe(source) {
  const start = source.indexOf(PROBE_START);
  const end = source.indexOf(PROBE_END, start);
  if (start < 0 || end < 0) throw new Error('websocket-only: engine.io-client/build/esm/socket.js changed; update the upgrade-probe trim');
  return `${source.slice(0, start)}\n    _probe() { }${source.slice(end)}`;
}

const TABLE = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/;

export const websocketOnly = {
  name: 'engine-io-websocket-only',
  setup(b) {
    // `./websocket.node.js` still maps to the browser build through the package's `browser` field.
    b.onLoad({ filter: TABLE }, () => ({ contents: 'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n', loader: 'js' }));
    b.onResolve({ filter: /^socket\.io-parser$/ }, () => ({ path: JSON_PARSER }));
    b.onResolve({ filter: /^engine\.io-parser$/ }, () => ({ path: TEXT_FRAMES }));
    b.onLoad({ filter: ENGINE_SOCKET }, async (args) => ({ contents: withoutUpgradeProbe(await readFile(args.path, 'utf8')), loader: 'js' }));
    b.onLoad({ filter: POLLING }, () => ({ contents: 'export const XHR = undefined, Fetch = undefined, WT = undefined;\n', loader: 'js' }));
  },
};
