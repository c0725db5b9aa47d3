import { buildWorkbook } from '../files/xlsxReader/testWorkbook';
import { defineSheetCheck } from './defineSheetCheck';
import { PART_SIZE, readAndCheck } from './readAndCheck';
import { filledRows, type SheetChecker } from './sheetCheck';

const cell = (r: number, text: string) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
/** A header and `count` rows of one cell: "ok-N", or "bad-N" for the multiples of `badEvery`. */
async function workbook(count: number, badEvery = 0): Promise<File> {
  const rows = Array.from({ length: count }, (_, i) => cell(i + 2, badEvery && (i + 1) % badEvery === 0 ? `bad-${i + 1}` : `ok-${i + 1}`));
  return new File([(await buildWorkbook({ sheetData: cell(1, 'Valor') + rows.join('') })) as BlobPart], 'carga.xlsx');
}

const checker: SheetChecker<string, number> = (sheet) => {
  const rows = filledRows(sheet);
  const bad = rows.filter((r) => r.cells[0]!.startsWith('bad')).map((r) => r.rowNumber);
  return bad.length ? { ok: false, fileError: null, issues: bad } : { ok: true, rows: rows.map((r) => r.cells[0]!) };
};
const check = defineSheetCheck({ spawn: () => Promise.reject(new Error('no worker in jest')), load: async () => readAndCheck(checker), maxFileBytes: 1_000_000 });

describe('defineSheetCheck with readAndCheck', () => {
  it('brings every row back in order across several parts', async () => {
    const count = PART_SIZE * 2 + 7;
    const checked = await check(await workbook(count));
    expect(checked.ok && checked.rows.length).toBe(count);
    expect(checked.ok && [checked.rows[0], checked.rows[PART_SIZE], checked.rows.at(-1)]).toEqual(['ok-1', `ok-${PART_SIZE + 1}`, `ok-${count}`]);
  });

  it('brings every issue back across parts', async () => {
    const checked = await check(await workbook(PART_SIZE * 3, 2));
    expect(!checked.ok && checked.fileError === null && checked.issues.length).toBe((PART_SIZE * 3) / 2);
  });

  it('refuses without reading: no file, another format, over the size', async () => {
    expect(await check(null)).toEqual({ ok: false, fileError: 'noFile' });
    expect(await check(new File(['a'], 'carga.csv'))).toEqual({ ok: false, fileError: 'unsupportedFormat' });
    expect(await check(new File([new Uint8Array(1_000_001)], 'carga.xlsx'))).toEqual({ ok: false, fileError: 'tooLarge' });
    expect(await check(new File(['no es zip'], 'carga.xlsx'))).toEqual({ ok: false, fileError: 'unsupportedFormat' });
  });
});
