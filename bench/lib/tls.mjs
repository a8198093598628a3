/**
 * A throw-away self-signed certificate for 127.0.0.1, made at bench start with openssl, so the
 * sandbox can speak HTTP/2 as the CDN the README recommends does (browsers speak h2 only over TLS).
 * The key never leaves bench/results/cache/tls/ and is replaced by every run; the browser contexts
 * ignore the certificate (`ignoreHTTPSErrors`), Node trusts it through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** `BENCH_HTTP=1.1` serves plain HTTP/1.1 as before; anything else (the default) HTTP/2 over TLS. */
export const benchHttp = () => (process.env.BENCH_HTTP === '1.1' ? '1.1' : '2');

/**
 * Writes key.pem and cert.pem (P-256, one day, subjectAltName IP:127.0.0.1, not a CA) into `dir`.
 * @returns {{ keyPath: string, certPath: string }}
 */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
  args.push('-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-addext', 'basicConstraints=critical,CA:FALSE');
  execFileSync('openssl', [...args, '-keyout', keyPath, '-out', certPath], { stdio: 'ignore' });
  return { keyPath, certPath };
}
