// scripts/build/websocket-only.mjs: the websocket-only socket the widget builds carries none of
// engine.io-client's other transports, nor their load-time code (issue #24, ROOM-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { websocketOnly } from '../../scripts/build/websocket-only.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundleSocketClient(plugins) {
  const result = await build({
    stdin: { contents: 'import { io } from "socket.io-client"; globalThis.io = io;', resolveDir: root, loader: 'js' },
    bundle: true, format: 'esm', minify: true, write: false, plugins, logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

test('ROOM-01: the websocket-only build leaves out polling, its XMLHttpRequest probe and WebTransport', async () => {
  const full = await bundleSocketClient([]);
  const trimmed = await bundleSocketClient([websocketOnly]);
  assert.match(full, /XMLHttpRequest/, 'the untrimmed client polls through XHR');
  assert.match(full, /WebTransport/);
  assert.doesNotMatch(trimmed, /XMLHttpRequest|XDomainRequest|pagehide|WebTransport/);
  assert.match(trimmed, /WebSocket/, 'the websocket transport stays');
  assert.ok(trimmed.length < full.length - 6000, `${full.length} → ${trimmed.length} bytes`);
});

test('ROOM-02: socket.io-client gets the JSON-only packet format: no binary packet reassembly in the widget', async () => {
  const full = await bundleSocketClient([]);
  const trimmed = await bundleSocketClient([websocketOnly]);
  assert.match(full, /_placeholder/, 'the default parser reassembles binary attachments');
  assert.doesNotMatch(trimmed, /_placeholder|attachments/);
  assert.match(trimmed, /invalid payload/, 'src/transport/socket-parser.ts is in');
});
