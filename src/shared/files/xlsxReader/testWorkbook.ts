import JSZip from 'jszip';

/** Test helper: a minimal .xlsx from a sheet's inner XML (sheetData content), shared strings and extra parts. */
export async function buildWorkbook(options: { sheetData: string; shared?: string[]; definedNames?: string; extra?: Record<string, string> }): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', `<workbook><sheets><sheet name="Hoja" sheetId="1" r:id="rId7"/></sheets>${options.definedNames ?? ''}</workbook>`);
  zip.file('xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId7" Type="x" Target="worksheets/data.xml"/></Relationships>');
  zip.file('xl/worksheets/data.xml', `<worksheet><sheetData>${options.sheetData}</sheetData></worksheet>`);
  if (options.shared) zip.file('xl/sharedStrings.xml', `<sst>${options.shared.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`);
  for (const [name, text] of Object.entries(options.extra ?? {})) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
