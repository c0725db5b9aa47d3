import JSZip from 'jszip';
import { detectFileKind } from '../fileSignature';
import { XlsxReadError, type XlsxReadLimits } from './types';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * Entry count and total declared uncompressed size, from walking the zip's central directory record
 * by record: the end record's own count may lie (4 declared, 3,004 following), and JSZip reads every
 * record that follows, whatever that count says.
 */
export function centralDirectoryTotals(bytes: Uint8Array): { entries: number; uncompressed: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxReadError('unprocessable', 'zip end of central directory not found');
  // JSZip would read the ZIP64 record's directory instead; no template comes near its 65,535 entries or 4 GB.
  if (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIGNATURE) throw new XlsxReadError('unprocessable', 'zip64 is not accepted');
  const declared = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  // A directory that does not end at the end record (bytes prepended to the zip) makes JSZip shift every
  // offset, so it would read other records than the ones walked here; an .xlsx never has any.
  if (offset + view.getUint32(eocd + 12, true) !== eocd) throw new XlsxReadError('unprocessable', 'zip central directory is misplaced');
  let entries = 0;
  let uncompressed = 0;
  while (offset + 4 <= eocd && view.getUint32(offset, true) === CENTRAL_SIGNATURE) {
    if (offset + 46 > eocd) throw new XlsxReadError('unprocessable', 'zip central directory is damaged');
    const size = view.getUint32(offset + 24, true);
    // 0xFFFFFFFF means "see the ZIP64 record": no template comes near 4 GB, so such a file is refused.
    if (size === 0xffffffff) throw new XlsxReadError('unprocessable', 'zip64 entries are not accepted');
    uncompressed += size;
    entries += 1;
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  if (entries < declared) throw new XlsxReadError('unprocessable', 'zip central directory is damaged');
  return { entries, uncompressed };
}

/**
 * Opens an .xlsx only after the cheap checks: its size, its magic bytes (a zip), and the entry count
 * and declared uncompressed size of its central directory. JSZip's loadAsync reads that directory
 * without inflating anything; the parts are inflated one by one later (readPart).
 */
export async function openXlsxZip(bytes: Uint8Array, limits: XlsxReadLimits): Promise<JSZip> {
  if (bytes.length > limits.maxFileBytes) throw new XlsxReadError('tooLarge', `file is ${bytes.length} bytes`);
  if (detectFileKind(bytes.subarray(0, 8)) !== 'zip') throw new XlsxReadError('unsupportedFormat', 'not a zip file');
  const { entries, uncompressed } = centralDirectoryTotals(bytes);
  if (entries > limits.maxZipEntries) throw new XlsxReadError('unprocessable', `${entries} zip entries`);
  if (uncompressed > limits.maxUncompressedBytes) throw new XlsxReadError('unprocessable', `${uncompressed} bytes once inflated`);
  try {
    return await JSZip.loadAsync(bytes);
  } catch (error) {
    throw new XlsxReadError('unprocessable', error instanceof Error ? error.message : 'zip could not be opened');
  }
}

/**
 * One part's text, or null when the zip has no such part. Inflation streams and stops as soon as the
 * part grows past `maxBytes`: a directory that lies about sizes still cannot make it inflate more.
 */
export function readPart(zip: JSZip, name: string, maxBytes: number): Promise<string | null> {
  const file = zip.file(name);
  if (!file) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    // internalStream is JSZip's public streaming API (async() is built on it) but is missing from its typings.
    const stream = (file as JSZip.JSZipObject & { internalStream(type: 'uint8array'): JSZip.JSZipStreamHelper<Uint8Array> }).internalStream('uint8array');
    stream
      .on('data', (chunk: Uint8Array) => {
        total += chunk.length;
        if (total > maxBytes) {
          stream.pause();
          reject(new XlsxReadError('unprocessable', `${name} inflates past ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error: Error) => reject(new XlsxReadError('unprocessable', error.message)))
      .on('end', () => {
        const joined = new Uint8Array(total);
        let at = 0;
        for (const chunk of chunks) {
          joined.set(chunk, at);
          at += chunk.length;
        }
        resolve(new TextDecoder('utf-8', { fatal: false }).decode(joined));
      })
      .resume();
  });
}
