import JSZip from 'jszip';
import { ExportError } from '../../../shared/export/types';
import type { TicketPdfProgress } from './protocol';
import { startTicketPdf, TicketPdfLoadError, type TicketPdfRequest } from './startTicketPdf';
import { pdfText, testInput, testPdfLabels } from './testing/testTicketPdf';

const day = new Date(2026, 10, 5, 12);

function request(overrides: Partial<TicketPdfRequest> = {}): TicketPdfRequest {
  return {
    ticketIds: [100001, 100002, 100003],
    output: 'zip',
    labels: testPdfLabels,
    date: day,
    timeZone: 'America/Mexico_City',
    load: jest.fn(async (ticketId: number) => {
      const input = testInput({ comments: [`Comentario del ticket ${ticketId}`] });
      input.detail.dataIncident.ticketId = ticketId;
      return input;
    }),
    ...overrides,
  };
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('startTicketPdf (in-process: jest has no Worker)', () => {
  it('zips one PDF per ticket, named by id, counting each PDF built', async () => {
    const progress: TicketPdfProgress[] = [];
    const req = request();
    const result = await startTicketPdf(req, { onProgress: (p) => progress.push(p) });
    expect(result.fileName).toBe('Detalle_de_tickets.zip');
    expect(result.count).toBe(3);
    const zip = await JSZip.loadAsync(await result.blob.arrayBuffer());
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['Ticket_100001_05_11_2026.pdf', 'Ticket_100002_05_11_2026.pdf', 'Ticket_100003_05_11_2026.pdf']);
    for (const [i, name] of names.entries()) {
      const pdf = await zip.file(name)!.async('uint8array');
      expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(`Detalle del ticket ${100001 + i}`);
      expect(text).toContain(`Comentario del ticket ${100001 + i}`);
    }
    expect(progress.filter((p) => p.phase === 'building').map((p) => p.done)).toEqual([1, 2, 3]);
    expect(progress.every((p) => p.total === 3)).toBe(true);
    expect((req.load as jest.Mock).mock.calls.map(([id]) => id)).toEqual([100001, 100002, 100003]);
  });

  it('gives one ticket its own PDF file', async () => {
    const result = await startTicketPdf(request({ ticketIds: [100002], output: 'pdf' }));
    expect(result.fileName).toBe('Ticket_100002_05_11_2026.pdf');
    expect(result.blob.type).toBe('application/pdf');
    expect(pdfText(await bytesOf(result.blob))).toContain('Comentario del ticket 100002');
  });

  it('names the ticket whose data could not be loaded', async () => {
    const reason = { status: 404, message: 'El ticket 100002 no existe', messageKey: 'errors.requestFailed' };
    const load = jest.fn(async (ticketId: number) => {
      if (ticketId === 100002) throw reason;
      return testInput();
    });
    const error = await startTicketPdf(request({ load })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketPdfLoadError);
    expect(error).toMatchObject({ code: 'failed', ticketId: 100002, reason });
  });

  it('cancels between tickets and stops loading', async () => {
    const controller = new AbortController();
    const seen: AbortSignal[] = [];
    const load = jest.fn(async (ticketId: number, signal: AbortSignal) => {
      seen.push(signal);
      return testInput({ comments: [String(ticketId)] });
    });
    const onProgress = (p: TicketPdfProgress) => {
      if (p.phase === 'building' && p.done === 1) controller.abort();
    };
    const ids = Array.from({ length: 12 }, (_, i) => 100001 + i);
    await expect(startTicketPdf(request({ ticketIds: ids, load }), { signal: controller.signal, onProgress })).rejects.toMatchObject({ code: 'cancelled' });
    expect(load.mock.calls.length).toBeLessThan(ids.length);
    expect(seen.every((signal) => signal.aborted)).toBe(true);
  });

  it('refuses an empty selection', async () => {
    await expect(startTicketPdf(request({ ticketIds: [] }))).rejects.toEqual(new ExportError('noData'));
  });
});
