import path from 'node:path';
import { localCertificate } from '../sandbox/server/certificate';

/**
 * Tests that start the https sandbox server need its local certificate. selfsigned signs with WebCrypto,
 * which fails inside jsdom (its ArrayBuffer is another realm's), so the certificate is made here, in
 * plain Node, before any test environment exists.
 */
export default async function globalSetup(): Promise<void> {
  await localCertificate(path.resolve(__dirname, '../../.sandbox'));
}
