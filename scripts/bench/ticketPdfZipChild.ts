// One measured run of the ticket PDF zip in a fresh process (as child.ts for the exports):
//   node --expose-gc --import tsx scripts/bench/ticketPdfZipChild.ts zip <ours|baseline> <warmups>
// Prints one JSON line: { ms, peakMb, bytes }. The tickets are built before timing.
import fs from 'node:fs';
import path from 'node:path';
import { testPdfLabels } from '../../src/domain/tickets/pdf/testing/testTicketPdf';
import { zipInputs } from './ticketPdfZip';

const TIME_ZONE = 'America/Mexico_City';

async function main() {
  const [, impl, warmupsArg] = process.argv.slice(2) as ['zip', 'ours' | 'baseline', string];
  const warmups = Number(warmupsArg);
  if (!['ours', 'baseline'].includes(impl) || !(warmups >= 0)) throw new Error(`usage: ticketPdfZipChild.ts zip <ours|baseline> <warmups>, got ${process.argv.slice(2).join(' ')}`);
  const jpeg = new Uint8Array(fs.readFileSync(path.join(__dirname, '../../test/fixtures/engineer-visit/equipo.jpg')));
  const inputs = zipInputs(jpeg);
  // Load everything before timing.
  const { startTicketPdf } = await import('../../src/domain/tickets/pdf/startTicketPdf');
  const { ticketPdfBytes } = await import('../../src/domain/tickets/pdf/renderTicketPdf');
  const { ticketPdfFileName } = await import('../../src/domain/tickets/pdf/fileNames');
  const JSZip = (await import('jszip')).default;
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const date = new Date();
  let ms = 0;
  let bytes = 0;
  for (let run = 0; run <= warmups; run++) {
    gc();
    const started = performance.now();
    let blob: Blob;
    if (impl === 'ours') {
      const byId = new Map(inputs.map((input) => [input.detail.dataIncident.ticketId, input]));
      blob = (
        await startTicketPdf({ ticketIds: [...byId.keys()], output: 'zip', labels: testPdfLabels, date, timeZone: TIME_ZONE, load: async (id) => byId.get(id)! })
      ).blob;
    } else {
      const zip = new JSZip();
      const options = { labels: testPdfLabels, timeZone: TIME_ZONE, generatedAt: date.toISOString().slice(0, 19) };
      for (const input of inputs) zip.file(ticketPdfFileName(input.detail.dataIncident.ticketId, date), ticketPdfBytes(input, options), { binary: true });
      blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' });
    }
    ms = performance.now() - started;
    bytes = blob.size;
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ ms, peakMb, bytes })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
