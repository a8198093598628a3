// scripts/build/websocket-only.mjs: the websocket-only socket the widget builds carries none of
// engine.io-client's other transports, nor their load-time code (issue #24, ROOM-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { websocketOnly, withoutUpgradeProbe } from '../../scripts/build/websocket-only.mjs';

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
  assert.ok(/XMLHttpRequest/.test(full), 'the untrimmed client polls through XHR');
  assert.ok(/WebTransport/.test(full));
  assert.ok(!/XMLHttpRequest|XDomainRequest|pagehide|WebTransport/.test(trimmed), 'no polling or WebTransport');
  assert.ok(/WebSocket/.test(trimmed), 'the websocket transport stays');
  assert.ok(trimmed.length < full.length - 6000, `${full.length} → ${trimmed.length} bytes`);
});

test('ROOM-02: socket.io-client gets the JSON-only packet format: no binary packet reassembly in the widget', async () => {
  const full = await bundleSocketClient([]);
  const trimmed = await bundleSocketClient([websocketOnly]);
  assert.ok(/_placeholder/.test(full), 'the default parser reassembles binary attachments');
  assert.ok(!/_placeholder|attachments/.test(trimmed), 'no binary packet reassembly');
  assert.ok(/invalid payload/.test(trimmed), 'src/transport/socket-parser.ts is in');
});

test('ROOM-03: engine.io-client gets text frames only: no Blob, base64 or FileReader paths in the widget', async () => {
  const full = await bundleSocketClient([]);
  const trimmed = await bundleSocketClient([websocketOnly]);
  assert.ok(/readAsDataURL/.test(full), 'the default engine.io-parser encodes binary as base64 for polling');
  assert.ok(!/readAsDataURL|FileReader|TextEncoder/.test(trimmed), 'no binary encoding paths');
  assert.ok(/parser error/.test(trimmed), 'src/transport/engine-packets.ts is in');
});

test('ROOM-08: the websocket-only engine never probes for an upgrade; a changed engine.io-client fails the build', async () => {
  const full = await bundleSocketClient([]);
  const trimmed = await bundleSocketClient([websocketOnly]);
  assert.ok(/probe error/.test(full) && /upgradeError/.test(full), 'the default engine probes upgrades');
  assert.ok(!/probe error/.test(trimmed), 'no upgrade probe');
  assert.ok(/_probe\(\w*\)\{\}/.test(trimmed), 'the method stays, empty');
  assert.throws(() => withoutUpgradeProbe('export class Socket {}'), /engine\.io-client.*changed/);
});
