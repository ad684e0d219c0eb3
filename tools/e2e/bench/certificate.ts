/**
 * A self-signed certificate for 127.0.0.1, made for one bench run (OpenSSL, which Debian ships), so the
 * static host can speak HTTP/2 as a CDN does: browsers use HTTP/2 only over TLS. Chromium trusts it through
 * `--ignore-certificate-errors-spki-list`, which treats the certificate as valid (service workers included)
 * rather than ignoring errors.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the public key, for Chromium's trust flag. */
  spki: string;
}

function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const certPem = readFileSync(cert);
    const spkiDer = createPublicKey(certPem).export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(key),
      cert: certPem,
      spki: createHash('sha256').update(spkiDer).digest('base64'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const BENCH_CERTIFICATE = makeCertificate();
