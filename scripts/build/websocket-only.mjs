// The widget's socket is websocket-only (shell §7; src/transport/socket-protocol.ts asks for
// `transports: ['websocket']`, and the sandbox refuses polling), but engine.io-client's transport
// table imports polling (XHR) and WebTransport too, and tree shaking cannot drop an object's
// members. This plugin gives the table its one used entry: about 1.5 KB gzip less initial JS.
// engine.io-client's index also re-exports the polling and WebTransport classes (socket.io-client
// re-exports them again), and polling-xhr.js runs code when it loads (it creates an XMLHttpRequest
// to probe binary support and adds a pagehide listener), so esbuild kept it although nothing uses
// it: those three modules load as empty exports (issue #24: −0.76 KB gzip).
import { fileURLToPath } from 'node:url';

// socket.io-parser's binary packets are left out too: the widget sends and receives JSON only, so
// socket.io-client gets src/transport/socket-parser.ts, the same text format for JSON packets
// (decision ROOM-02; −1.3 KB gzip).
const JSON_PARSER = fileURLToPath(new URL('../../src/transport/socket-parser.ts', import.meta.url));
// And engine.io-parser's Blob, ArrayBuffer and base64 paths: engine.io-client gets
// src/transport/engine-packets.ts, its text frames only (decision ROOM-03).
const TEXT_FRAMES = fileURLToPath(new URL('../../src/transport/engine-packets.ts', import.meta.url));
const POLLING = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/](polling-xhr|polling-fetch|webtransport)\.js$/;
const TABLE = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/;

export const websocketOnly = {
  name: 'engine-io-websocket-only',
  setup(b) {
    // `./websocket.node.js` still maps to the browser build through the package's `browser` field.
    b.onLoad({ filter: TABLE }, () => ({ contents: 'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n', loader: 'js' }));
    b.onResolve({ filter: /^socket\.io-parser$/ }, () => ({ path: JSON_PARSER }));
    b.onResolve({ filter: /^engine\.io-parser$/ }, () => ({ path: TEXT_FRAMES }));
    b.onLoad({ filter: POLLING }, () => ({ contents: 'export const XHR = undefined, Fetch = undefined, WT = undefined;\n', loader: 'js' }));
  },
};
