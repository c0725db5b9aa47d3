import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { saveFile } from '../../export/download';
import type { ExportColumn, ExportRow, ExportUploader } from '../../export/types';
import { createI18n } from '../../i18n/i18n';
import { LIMITS } from '../../validation/limits';
import { ExportToolbar } from './ExportToolbar';
import { ExportUploadProvider } from './ExportUploadContext';

jest.mock('../../export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const i18n = createI18n('es');
const columns: ExportColumn[] = [{ field: 'ticketId', header: 'Ticket', format: 'number' }];
const rows = (n: number): ExportRow[] => Array.from({ length: n }, (_, i) => ({ ticketId: i + 1 }));

/** A CSV export of `count` records (the whole filter, as one page), with the uploader the app would give. */
async function exportCsv(count: number, uploader: ExportUploader) {
  const onMessage = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ExportUploadProvider uploader={uploader}>
        <ExportToolbar selectedRows={[]} totalCount={count} fetchAll={async () => rows(count)} columns={columns} fileBaseName="Tickets" title="Tickets"
          onSelectionCleared={jest.fn()} onMessage={onMessage} />
      </ExportUploadProvider>
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(onMessage).toHaveBeenCalled());
  return onMessage;
}

beforeEach(() => saveFileMock.mockReset());

describe('an export over LIMITS.exportUploadAbove records', () => {
  it('is saved by the browser at the threshold', async () => {
    const uploader = jest.fn(async () => undefined);
    const onMessage = await exportCsv(LIMITS.exportUploadAbove, uploader);
    expect(uploader).not.toHaveBeenCalled();
    expect(saveFileMock).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith('success', expect.stringMatching(/^Se descargó el archivo Tickets_/));
  }, 30_000);

  it('is sent to the service one past it, naming the export, its format and count, and says it will be told when ready', async () => {
    // While it is sent, the dialog says so.
    const uploader = jest.fn<ReturnType<ExportUploader>, Parameters<ExportUploader>>(() =>
      waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Enviando el archivo al servicio/)));
    const onMessage = await exportCsv(LIMITS.exportUploadAbove + 1, uploader);
    expect(saveFileMock).not.toHaveBeenCalled();
    const [{ blob, fileName, description }] = uploader.mock.calls[0]!;
    expect(fileName).toMatch(/^Tickets_\d{2}_\d{2}_\d{4}\.csv$/);
    expect(description).toBe(`Tickets, CSV, ${(LIMITS.exportUploadAbove + 1).toLocaleString('es-MX')} registros`);
    expect((await blob.text()).trimEnd().split(/\r?\n/)).toHaveLength(LIMITS.exportUploadAbove + 2);
    expect(onMessage).toHaveBeenCalledWith('success', `Exportación enviada: ${fileName}. Le avisaremos cuando esté lista para descargar y también la recibirá en su correo`);
  }, 30_000);

  it('says why when the service refuses it', async () => {
    const onMessage = await exportCsv(LIMITS.exportUploadAbove + 1, async () => Promise.reject({ status: 422, message: 'La exportación excede el tamaño máximo de 50 MB', messageKey: null }));
    expect(onMessage).toHaveBeenCalledWith('error', 'No se pudo enviar la exportación: La exportación excede el tamaño máximo de 50 MB');
  }, 30_000);
});
