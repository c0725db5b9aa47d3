import JSZip from 'jszip';
import { readXlsx } from '../../../shared/files/xlsxReader/readXlsx';
import { buildWorkbook } from '../../../shared/files/xlsxReader/testWorkbook';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { LIMITS } from '../../../shared/validation/limits';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';
import { checkHierarchyTemplate } from './hierarchyTemplate';

const { levelMin, levelMax, positionMax } = LIMITS.hierarchy;
const filled = async (rows: string[][]) => readXlsx(new Uint8Array(await (await writeMarkedTemplate(HIERARCHY_TEMPLATE, rows)).arrayBuffer()));
const issues = async (rows: string[][]) => {
  const check = checkHierarchyTemplate(await filled(rows));
  if (check.ok || check.fileError) throw new Error(`expected row issues, got ${JSON.stringify(check)}`);
  return check.issues.map(({ rowNumber, column, code }) => [rowNumber, column, code]);
};

describe('the hierarchy template', () => {
  it('accepts the written template once filled, levels from the lowest to the highest', async () => {
    expect(checkHierarchyTemplate(await filled([['admin', String(levelMin), '', ''], ['ingeniero', String(levelMax), 'supervisor', 'x'.repeat(positionMax)]]))).toEqual({ ok: true, rows: [2, 3] });
  });

  it('refuses a level one past either end, a decimal, a word and an empty one', async () => {
    expect(await issues([['a', String(levelMax + 1), 'b', ''], ['a', String(levelMin - 1), 'b', ''], ['a', '2.5', 'b', ''], ['a', 'dos', 'b', ''], ['a', '', 'b', '']])).toEqual([
      [2, 'Nivel', 'level'], [3, 'Nivel', 'level'], [4, 'Nivel', 'level'], [5, 'Nivel', 'level'], [6, 'Nivel', 'required'],
    ]);
  });

  it('refuses a position one past its limit, outer spaces and a missing user', async () => {
    expect(await issues([['a', '1', 'b', 'x'.repeat(positionMax + 1)], ['a', '1', 'b', ' Jefe'], ['', '1', 'b', '']])).toEqual([
      [2, 'Puesto', 'tooLong'], [3, 'Puesto', 'startsBlank'], [4, 'Usuario', 'required'],
    ]);
  });

  it('takes a position of letters, digits, spaces, hyphen and underscore and refuses one special character, as the service does', async () => {
    expect(checkHierarchyTemplate(await filled([['a', '1', 'b', 'Técnico_de campo-2 ñ']]))).toEqual({ ok: true, rows: [2] });
    expect(await issues([['a', '1', 'b', 'Técnico <b>'], ['a', '1', 'b', '=1+1']])).toEqual([[2, 'Puesto', 'allowedCharacters'], [3, 'Puesto', 'allowedCharacters']]);
  });

  it('refuses a row with a value outside the template columns', async () => {
    const zip = await JSZip.loadAsync(await (await writeMarkedTemplate(HIERARCHY_TEMPLATE, [['a', '1', 'b', '']])).arrayBuffer());
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const end = sheetXml.lastIndexOf('</row>');
    zip.file('xl/worksheets/sheet1.xml', `${sheetXml.slice(0, end)}<c r="E2" t="inlineStr"><is><t>extra</t></is></c>${sheetXml.slice(end)}`);
    const check = checkHierarchyTemplate(await readXlsx(await zip.generateAsync({ type: 'uint8array' })));
    expect(check).toEqual({ ok: false, fileError: null, issues: [{ rowNumber: 2, column: '', code: 'fieldMismatch' }] });
  });

  it('says there are no rows in the empty template', async () => {
    expect(checkHierarchyTemplate(await filled([]))).toEqual({ ok: false, fileError: 'noRows' });
  });

  it('calls the template modified once a header is edited, and another workbook a header mismatch', async () => {
    const zip = await JSZip.loadAsync(await (await writeMarkedTemplate(HIERARCHY_TEMPLATE, [['a', '1', 'b', '']])).arrayBuffer());
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheetXml.replace('>Puesto<', '>Cargo<'));
    expect(checkHierarchyTemplate(await readXlsx(await zip.generateAsync({ type: 'uint8array' })))).toEqual({ ok: false, fileError: 'modified' });
    const other = await readXlsx(await buildWorkbook({ sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>Usuario</t></is></c></row>' }));
    expect(checkHierarchyTemplate(other)).toEqual({ ok: false, fileError: 'headersMismatch' });
  });
});
