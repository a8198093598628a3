/**
 * The peers of issue #4, built from npm packages installed into bench/peers (its own
 * package.json, never runtime or root dependencies). A peer that cannot be installed or built
 * offline stays in the results with `error` set; it is never dropped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from './bundle.mjs';

/** The byte peers: label, entry (relative to the repository root) and what it stands for. */
export const BYTE_PEERS = [
  { key: 'reactFloor', label: 'React 19 + react-dom render (floor)', entry: 'bench/peers/entries/react-floor.jsx' },
  { key: 'libraryFloor', label: 'our libraries, bare (library floor)', entry: 'bench/entries/library-floor.js' },
  { key: 'adyenDropin', label: 'Adyen v6 Drop-in, all methods', entry: 'bench/peers/entries/adyen-dropin.js' },
  { key: 'adyenCard', label: 'Adyen v6 Card only (tree-shaken)', entry: 'bench/peers/entries/adyen-card.js' },
  { key: 'braintree', label: 'braintree-web-drop-in', entry: 'bench/peers/entries/braintree-dropin.js' },
];

/** Installs bench/peers when one of its dependencies is missing. Returns an error text or null. */
export function ensurePeers(root) {
  const dir = join(root, 'bench/peers');
  const deps = Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies);
  if (deps.every((d) => existsSync(join(dir, 'node_modules', d, 'package.json')))) return null;
  console.log('bench: installing peers into bench/peers (npm install --prefix bench/peers)…');
  const run = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  return run.status === 0 ? null : `npm install --prefix bench/peers failed (exit ${run.status}); offline?`;
}

/** Builds every byte peer; a failure becomes `{ error }`. */
export async function measurePeers(root, installError) {
  const out = {};
  for (const peer of BYTE_PEERS) {
    try {
      out[peer.key] = { label: peer.label, entry: peer.entry, ...(await buildBundle({ entry: peer.entry, outdir: join(root, 'bench/results/peers', peer.key), absWorkingDir: root, name: peer.key })) };
    } catch (error) {
      const reason = String(error?.errors?.[0]?.text ?? error?.message ?? error);
      out[peer.key] = { label: peer.label, entry: peer.entry, error: `not built offline: ${installError ?? reason}` };
    }
  }
  return out;
}
