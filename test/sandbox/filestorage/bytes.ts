import { deflateSync } from 'node:zlib';

/** Small real files for the seeded attachments, and the byte checks uploads go through. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Rgb = [number, number, number];

/** The signature and IHDR of an RGB PNG (8 bits a channel), then `idat` as its pixel data. */
function png(width: number, height: number, idat: Uint8Array): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array())]));
}

/** A valid RGB PNG (8 bits a channel, no filter) of one colour, or of the colour a function gives each pixel. */
export function makePng(width: number, height: number, rgb: Rgb | ((x: number, y: number) => Rgb)): Uint8Array<ArrayBuffer> {
  const colour = typeof rgb === 'function' ? rgb : () => rgb;
  const row = (y: number) => Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, (_, x) => colour(x, y)).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return png(width, height, deflateSync(raw));
}

/**
 * A small PNG whose header declares width x height but whose data holds only 40 rows of black: at
 * 65535 x 65535 the 7.7 KB pixel flood (17 GB once decoded) the upload checks must refuse.
 */
export function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  return png(width, height, deflateSync(Buffer.alloc((width * 3 + 1) * Math.min(height, 40))));
}

/** A valid one-page PDF showing the lines (accents dropped: the standard font is Latin-1 only). */
export function makePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const content = `BT /F1 14 Tf 60 780 Td 18 TL ${lines.map((l) => `(${ascii(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** Decodes raw base64 as the backend does (length a multiple of 4); null when it is not valid base64. */
export function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** The image format the bytes really are, from their magic numbers. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Content type of an allowed attachment name (Word, Excel, JPG, PNG, PDF), or null. */
export function contentTypeOf(fileName: string): string | null {
  const ext = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (ext && CONTENT_TYPES[ext]) || null;
}
