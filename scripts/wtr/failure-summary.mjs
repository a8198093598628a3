// Lists every failed unit test once more after the run. The default reporter prints a failure when
// its file finishes, somewhere in a long log; CI keeps only the log's tail, so a flaky test could fail
// a run without its name in what was kept.

function failedTests(suite, path, out) {
  for (const test of suite?.tests ?? []) {
    if (!test.passed && !test.skipped) out.push(`${[...path, test.name].join(' › ')}\n    ${test.error?.message ?? 'failed'}`);
  }
  for (const child of suite?.suites ?? []) failedTests(child, [...path, child.name], out);
  return out;
}

export function failureSummaryReporter() {
  return {
    stop({ sessions }) {
      const lines = [];
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        for (const error of session.errors ?? []) lines.push(`${file}: ${error.message}`);
        for (const failure of failedTests(session.testResults, [], [])) lines.push(`${file} › ${failure}`);
      }
      if (lines.length) console.log(`\nFailed unit tests (${lines.length}):\n${lines.map((l) => `  ✗ ${l}`).join('\n')}\n`);
    },
  };
}
