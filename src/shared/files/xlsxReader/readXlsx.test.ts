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
