/** Starts bench/lib/serve.mjs (the sandbox plus the bench pages) on a free loopback port. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/**
 * Spawns the sandbox and resolves once it listens.
 * @param {string} root repository root (dist/ and dist-server/ must be built)
 * @param {string} siteDir folder served at /bench/
 * @param {{ keyPath: string, certPath: string } | null} [tls] serve HTTPS + HTTP/2 with this key and certificate
 * @returns {Promise<{ origin: string, port: number, http: '2' | '1.1', stop(): Promise<void> }>}
 */
export function startSandbox(root, siteDir, tls = null) {
  const args = [serveScript, root, siteDir, ...(tls ? [tls.keyPath, tls.certPath] : [])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      child.stdout.off('data', onData);
      const { port } = JSON.parse(line);
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, port, http: tls ? '2' : '1.1', stop });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code} before listening`)));
  });
}
