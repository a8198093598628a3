// The memory bench's page-objects figure (bench/lib/heap-snapshot.mjs, issue #24 deliverable 5)
// counts what the page's code holds, not the engine's own caches: V8's number-to-string cache grows
// from 16 KB to 64 KB once the isolate has converted enough numbers, whichever page did it, and
// showed up as a ~64 KB "leak" on whichever flow was running at that moment (decision MEM-06).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from 'playwright';
import { heapBreakdown } from '../../bench/lib/heap-snapshot.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

test('MEM-06: numbers turned into strings grow the engine part, not the page objects, while an array the page keeps grows the page objects', async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<p>bench</p>');
    const cdp = await page.context().newCDPSession(page);
    const before = await heapBreakdown(cdp);
    // 200,000 conversions whose strings nobody keeps: only the engine's cache is left of them.
    await cdp.send('Runtime.evaluate', { expression: 'for (let i = 0; i < 200000; i++) String(i * 7);' });
    const afterCache = await heapBreakdown(cdp);
    assert.ok(afterCache.vm - before.vm >= 32 * 1024, `the cache grew the engine part by ${afterCache.vm - before.vm} B`);
    assert.ok(Math.abs(afterCache.js - before.js) < 8 * 1024, `page objects moved by ${afterCache.js - before.js} B`);
    // A real leak: 64 KB of page-held data is page objects.
    await cdp.send('Runtime.evaluate', { expression: 'window.kept = new Array(16 * 1024).fill(0).map((_, i) => ({ i }));' });
    const afterLeak = await heapBreakdown(cdp);
    assert.ok(afterLeak.js - afterCache.js >= 64 * 1024, `a kept array grew page objects by ${afterLeak.js - afterCache.js} B`);
  } finally {
    await browser.close();
  }
});
