// Issue #22 deliverables 2 and 3, pinned on the source: every flow creates through the one creation
// call (src/stores/deposit/create-call.ts) and completes through the one "I have paid" door
// (src/stores/deposit/complete-deposit.ts); the transaction status has one holder, written by one
// function (src/stores/transaction.ts), and no poll answer is turned into a push code.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Every source file of src/ (recursive listing; type declarations left out).
const sources = readdirSync(join(root, 'src'), { recursive: true })
  .map((name) => String(name).replaceAll('\\', '/'))
  .filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))
  .map((name) => ({ file: `src/${name}`, text: readFileSync(join(root, 'src', name), 'utf8') }));
const filesWith = (pattern) => sources.filter((s) => pattern.test(s.text)).map((s) => s.file).sort();

test('decision DOOR-02: deposit-complete is sent in one place, and every "I have paid" page goes through it', () => {
  assert.deepEqual(filesWith(/['"]deposit-complete['"]\s*,\s*\{/), ['src/stores/deposit/complete-deposit.ts']);
  const paidPages = ['src/flows/p2p/invoice.ts', 'src/flows/india/model.ts', 'src/flows/host-to-host/model.ts', 'src/flows/unified-form/model.ts'];
  for (const page of paidPages) {
    const text = sources.find((s) => s.file === page)?.text ?? '';
    assert.match(text, /await completeDeposit\(scope,/, `${page} completes through completeDeposit`);
  }
});

test('decision DOOR-01: no flow sends a creation call itself; the variants go through the one creation call', () => {
  assert.deepEqual(filesWith(/\.call\(\s*['"]deposit-create(-p2p|-sweepstake)?['"]/), []);
  // The captcha and the creation guard of a deposit are the creation call's (the press key serves
  // the withdrawal and the redemption too, with their own calls).
  const own = (f) => !f.endsWith('/send-with-captcha.ts') && !f.endsWith('/creation-guard.ts');
  assert.deepEqual(filesWith(/sendWithCaptcha\(|beginDepositCreation\(|sendWithPressKey\(scope,\s*['"]deposit-create/).filter(own), ['src/stores/deposit/create-call.ts']);
});

test('decision DOOR-03: the status has one holder and one writer; no poll answer becomes a push code', () => {
  assert.deepEqual(filesWith(/\$completeStatus|pollStatusCode/), []);
  const setters = filesWith(/\$transaction\(scope\)\.set\(/);
  assert.deepEqual(setters, ['src/stores/transaction-watch.ts', 'src/stores/transaction.ts']);
  // The invoice and the complete page report a status, never a fabricated `{ status: 1 | 2 }`.
  assert.deepEqual(filesWith(/applyDepositStatusPush\(scope,\s*\{[^}]*status:\s*[0-9]/), []);
});

test('issue #22: the peer-to-peer model stays under 250 lines', () => {
  const lines = readFileSync(join(root, 'src/flows/p2p/model.ts'), 'utf8').split('\n').length;
  assert.ok(lines < 250, `src/flows/p2p/model.ts has ${lines} lines`);
});
