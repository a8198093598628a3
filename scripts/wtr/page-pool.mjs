// Test files reuse browser tabs. The launcher's default opens a new browser context and tab for
// every test file and closes both after it: on 2 cores that cost ~1 s of CPU per file (a new
// renderer process each time), a third of the unit run. A finished file's tab (already sent to
// about:blank by the runner) goes back to a pool for the next file; each file still gets a fresh
// document and JS realm, and the test page clears web storage first (see testRunnerHtml).

/** `createBrowserContext` / `createPage` for playwrightLauncher. */
export function pagePool() {
  let shared; // one real context for the whole run
  const idle = [];
  return {
    async createBrowserContext({ browser }) {
      shared ??= await browser.newContext();
      let page;
      // What the launcher sees as the file's context: closing it returns the tab to the pool.
      return {
        async newPage() {
          page = idle.pop() ?? (await shared.newPage());
          return page;
        },
        async close() {
          if (page && !page.isClosed()) idle.push(page);
        },
      };
    },
    createPage: ({ context }) => context.newPage(),
  };
}
