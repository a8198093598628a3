// The widget's socket is websocket-only (shell §7; src/transport/socket-protocol.ts asks for
// `transports: ['websocket']`, and the sandbox refuses polling), but engine.io-client's transport
// table imports polling (XHR) and WebTransport too, and tree shaking cannot drop an object's
// members. This plugin gives the table its one used entry: about 1.5 KB gzip less initial JS.
const TABLE = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/;

export const websocketOnly = {
  name: 'engine-io-websocket-only',
  setup(b) {
    // `./websocket.node.js` still maps to the browser build through the package's `browser` field.
    b.onLoad({ filter: TABLE }, () => ({ contents: 'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n', loader: 'js' }));
  },
};
