import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

/**
 * MSAL refuses an http authority, so the sandbox serves https with a certificate generated on this
 * machine at first start and kept in .sandbox/ (ignored by git).
 */
export async function localCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const keyFile = path.join(dir, 'localhost-key.pem');
  const certFile = path.join(dir, 'localhost-cert.pem');
  if (fs.existsSync(keyFile) && fs.existsSync(certFile)) {
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  }
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 825 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  } as Parameters<typeof generate>[1]);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  fs.writeFileSync(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert };
}
