// One measured run of the template parse in a fresh process (as child.ts for the exports):
//   node --expose-gc --import tsx scripts/bench/templateParseChild.ts template <ours|baseline> <warmups>
// Prints one JSON line: { ms, peakMb, bytes }. The file is built before timing.
import { templateBytes, TEMPLATE_ROWS } from './templateParse';

async function main() {
  const [, impl, warmupsArg] = process.argv.slice(2) as ['template', 'ours' | 'baseline', string];
  const warmups = Number(warmupsArg);
  if (!['ours', 'baseline'].includes(impl) || !(warmups >= 0)) throw new Error(`usage: templateParseChild.ts template <ours|baseline> <warmups>, got ${process.argv.slice(2).join(' ')}`);
  const bytes = await templateBytes();
  const { readXlsx } = await import('../../src/shared/files/xlsxReader/readXlsx');
  const { validateTemplate } = await import('../../src/domain/tickets/bulkLoadTemplate/validateTemplate');
  const { default: ExcelJS } = await import('exceljs');
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  let ms = 0;
  for (let run = 0; run <= warmups; run++) {
    gc();
    const started = performance.now();
    let rows: number;
    if (impl === 'ours') {
      const check = validateTemplate(await readXlsx(bytes));
      if (!check.ok) throw new Error(`the bench template does not validate: ${JSON.stringify(check).slice(0, 300)}`);
      rows = check.rows.length;
    } else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      rows = book.worksheets[0]!.actualRowCount - 1;
    }
    ms = performance.now() - started;
    if (rows !== TEMPLATE_ROWS) throw new Error(`${impl} read ${rows} rows`);
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ ms, peakMb, bytes: bytes.length })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
