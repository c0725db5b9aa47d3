import JSZip from 'jszip';
import { LIMITS } from '../../validation/limits';
import { readXlsx } from './readXlsx';
import { buildWorkbook } from './testWorkbook';
import type { XlsxReadLimits } from './types';
import { decodeXml } from './xmlScan';

const limits = (over: Partial<XlsxReadLimits>): XlsxReadLimits => ({ ...LIMITS.bulkLoad, ...over });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'read';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const withExtraParts = (count: number) =>
  buildWorkbook({ sheetData: '', extra: Object.fromEntries(Array.from({ length: count }, (_, i) => [`xl/extra/${i}.xml`, '<x/>'])) });

/** The entry count in the end-of-central-directory record of a zip without a comment. */
const declaredEntries = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 22, 22).getUint16(10, true);

describe('readXlsx', () => {
  it('reads shared strings, inline strings, numbers, gaps and defined names', async () => {
    const bytes = await buildWorkbook({
      shared: ['Nombre', 'A &amp; B'],
      sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t xml:space="preserve"> x &lt;y&gt; </t></is></c></row>'
        + '<row r="3"><c r="A3"><v>42.5</v></c><c r="B3" t="s"><v>1</v></c><c r="C3" s="1"/><c r="D3" t="b"><v>1</v></c></row>'
        + '<row r="4"><c r="A4" s="2"/></row>',
      definedNames: '<definedNames><definedName name="Marca" hidden="1">"v1:abc"</definedName></definedNames>',
    });
    const sheet = await readXlsx(bytes);
    expect(sheet.rows).toEqual([
      { rowNumber: 1, cells: ['Nombre', '', ' x <y> '] },
      { rowNumber: 3, cells: ['42.5', 'A & B', '', '1'] },
    ]);
    expect(sheet.definedNames.get('Marca')).toBe('"v1:abc"');
  });

  it('takes a formula cell by its cached value without evaluating it', async () => {
    const sheet = await readXlsx(await buildWorkbook({ sheetData: '<row r="1"><c r="A1" t="str"><f>HYPERLINK("http://x")</f><v>texto</v></c></row>' }));
    expect(sheet.rows[0]!.cells).toEqual(['texto']);
  });

  it('refuses a file that is not a zip by its magic bytes, whatever its name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 not a workbook at all');
    expect(await codeOf(readXlsx(pdf))).toBe('unsupportedFormat');
  });

  it('refuses a file over the size limit before opening it', async () => {
    const bytes = await buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' });
    expect(await codeOf(readXlsx(bytes, limits({ maxFileBytes: bytes.length - 1 })))).toBe('tooLarge');
  });

  it('refuses a zip bomb by its declared uncompressed size, before inflating', async () => {
    const bomb = await buildWorkbook({ sheetData: '', extra: { 'xl/media/zeros.bin': '0'.repeat(2_000_000) } });
    expect(bomb.length).toBeLessThan(50_000);
    expect(await codeOf(readXlsx(bomb, limits({ maxUncompressedBytes: 1_000_000 })))).toBe('unprocessable');
  });

  it('stops inflating a part whose central directory lies about its size', async () => {
    const zip = new JSZip();
    zip.file('xl/workbook.xml', 'a'.repeat(500_000));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    // Rewrite the declared uncompressed size (offset 24 of the central header) to 10 bytes.
    const view = new DataView(bytes.buffer);
    for (let i = bytes.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 10, true);
        break;
      }
    }
    expect(await codeOf(readXlsx(bytes, limits({ maxUncompressedBytes: 10_000 })))).toBe('unprocessable');
  });

  it('refuses a zip with too many entries', async () => {
    const extra = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`xl/extra/${i}.xml`, '<x/>']));
    expect(await codeOf(readXlsx(await buildWorkbook({ sheetData: '', extra })))).toBe('unprocessable');
  });

  it('counts the entries that follow, not the count the end record declares', async () => {
    const bytes = await withExtraParts(3000);
    const entries = declaredEntries(bytes);
    expect(entries).toBeGreaterThan(3000);
    // The end record now says 4 entries (on this disk and in all); every central record still follows.
    const eocd = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 22, 22);
    eocd.setUint16(8, 4, true);
    eocd.setUint16(10, 4, true);
    expect(await codeOf(readXlsx(bytes))).toBe('unprocessable');
  });

  it('refuses a zip whose directory is not where its end record says, which JSZip would read shifted', async () => {
    const bytes = await withExtraParts(LIMITS.bulkLoad.maxZipEntries);
    // Four bytes prepended, and an end record declaring no entries: JSZip shifts every offset by four
    // and reads all the records, so walking them at the declared offset would find none to count.
    const shifted = new Uint8Array(bytes.length + 4);
    shifted.set(bytes.subarray(0, 4));
    shifted.set(bytes, 4);
    const eocd = new DataView(shifted.buffer, shifted.length - 22, 22);
    eocd.setUint16(8, 0, true);
    eocd.setUint16(10, 0, true);
    expect(await codeOf(readXlsx(shifted))).toBe('unprocessable');
  });

  it('takes exactly the entry limit and refuses one more', async () => {
    // buildWorkbook's own parts and JSZip's folder entries come on top of the extra parts.
    const overhead = declaredEntries(await withExtraParts(1)) - 1;
    const atLimit = await withExtraParts(LIMITS.bulkLoad.maxZipEntries - overhead);
    const pastLimit = await withExtraParts(LIMITS.bulkLoad.maxZipEntries - overhead + 1);
    expect(declaredEntries(atLimit)).toBe(LIMITS.bulkLoad.maxZipEntries);
    expect(await codeOf(readXlsx(atLimit))).toBe('read');
    expect(await codeOf(readXlsx(pastLimit))).toBe('unprocessable');
  });

  it('takes exactly the shared-string count limit and refuses one more', async () => {
    const withShared = (count: number) => buildWorkbook({ sheetData: '', shared: Array.from({ length: count }, () => 'a') });
    expect(await codeOf(readXlsx(await withShared(LIMITS.bulkLoad.maxSharedStrings)))).toBe('read');
    expect(await codeOf(readXlsx(await withShared(LIMITS.bulkLoad.maxSharedStrings + 1)))).toBe('unprocessable');
  });

  it('takes a shared-strings part of exactly the byte limit and refuses one byte more', async () => {
    const bytes = await buildWorkbook({ sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>', shared: ['ñandú'] });
    const partBytes = new TextEncoder().encode('<sst><si><t>ñandú</t></si></sst>').length;
    expect((await readXlsx(bytes, limits({ maxSharedStringsBytes: partBytes }))).rows[0]!.cells).toEqual(['ñandú']);
    expect(await codeOf(readXlsx(bytes, limits({ maxSharedStringsBytes: partBytes - 1 })))).toBe('unprocessable');
  });

  it('refuses one shared string past the app\'s byte limit, while inflating it', async () => {
    const oneHuge = 'a'.repeat(LIMITS.bulkLoad.maxSharedStringsBytes);
    expect(await codeOf(readXlsx(await buildWorkbook({ sheetData: '', shared: [oneHuge] })))).toBe('unprocessable');
  });

  it('refuses a zip without a workbook part', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w/>');
    expect(await codeOf(readXlsx(await zip.generateAsync({ type: 'uint8array' })))).toBe('unprocessable');
  });

  it('keeps a __proto__ header as plain text and pollutes no prototype', async () => {
    const bytes = await buildWorkbook({
      shared: ['__proto__', 'constructor', 'polluted'],
      sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c></row>',
      definedNames: '<definedNames><definedName name="__proto__">"x"</definedName></definedNames>',
    });
    const sheet = await readXlsx(bytes);
    expect(sheet.rows[0]!.cells).toEqual(['__proto__', 'constructor']);
    expect(sheet.definedNames.get('__proto__')).toBe('"x"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses a cell longer than the limit, and scans hostile text in linear time', async () => {
    const huge = '&amp;'.repeat(1000) + '&'.repeat(400_000) + ';'.repeat(300_000);
    const bytes = await buildWorkbook({ sheetData: `<row r="1"><c r="A1" t="inlineStr"><is><t>${huge}</t></is></c></row>` });
    const started = Date.now();
    expect(await codeOf(readXlsx(bytes))).toBe('unprocessable');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('takes a cell of exactly the character limit and refuses one character more', async () => {
    const cell = (chars: number) => buildWorkbook({ sheetData: `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(chars)}</t></is></c></row>` });
    expect((await readXlsx(await cell(LIMITS.bulkLoad.maxCellChars))).rows[0]!.cells[0]).toHaveLength(LIMITS.bulkLoad.maxCellChars);
    expect(await codeOf(readXlsx(await cell(LIMITS.bulkLoad.maxCellChars + 1)))).toBe('unprocessable');
  });

  it('refuses more data rows than the limit', async () => {
    const sheetData = Array.from({ length: 6 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
    expect(await codeOf(readXlsx(await buildWorkbook({ sheetData }), limits({ maxRows: 4 })))).toBe('tooLarge');
  });
});

describe('decodeXml', () => {
  it('decodes named and numeric references and keeps unknown ones', () => {
    expect(decodeXml('a &lt;&gt;&amp;&quot;&apos; &#233;&#xE9; &nbsp; & ;')).toBe('a <>&"\' éé &nbsp; & ;');
  });
});
