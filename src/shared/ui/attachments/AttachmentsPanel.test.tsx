import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePdf } from '../../../../test/sandbox/filestorage/bytes';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import type { ApiError } from '../../../core/errors/apiError';
import { AttachmentsPanel, type AttachmentsPanelProps } from './AttachmentsPanel';
import type { AttachmentItem, AttachmentList } from './types';

const FILES: AttachmentItem[] = [
  { id: 1, name: 'acta.pdf', size: 512, date: '2026-11-20T10:00:00', uploadedBy: 'Ana Ruiz' },
  { id: 2, name: 'presupuesto.xlsx', size: 2048, uploadedBy: null },
];
const refusal: ApiError = { status: 409, message: 'El archivo está en uso', messageKey: 'errors.requestFailed' };
const pdfFile = (name: string) => new File([makePdf(['Acta'])], name, { type: 'application/pdf' });
// The input is visually hidden; its label is what users click. applyAccept off: the checks must refuse by themselves.
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });

function list(overrides: Partial<AttachmentList> = {}): AttachmentList {
  return { items: FILES, isLoading: false, isFetching: false, error: null, retry: jest.fn(), ...overrides };
}

function renderPanel(props: Partial<AttachmentsPanelProps> = {}) {
  const callbacks = {
    download: jest.fn(async () => undefined),
    upload: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
  };
  renderWithApp(<AttachmentsPanel title="Archivos del expediente" emptyText="Sin archivos" loadErrorTitle="No se pudieron cargar" files={list()} {...callbacks} {...props} />);
  return callbacks;
}

const rows = () => within(screen.getByRole('table', { name: 'Archivos del expediente' })).getAllByRole('row').slice(1);

describe('AttachmentsPanel', () => {
  it('lists the files with type, size, date and uploader, and downloads one', async () => {
    const { download } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Archivos del expediente · 2 archivos' })).toBeInTheDocument();
    const [pdf, sheet] = rows() as [HTMLElement, HTMLElement];
    expect(pdf).toHaveTextContent('acta.pdf');
    expect(pdf).toHaveTextContent('PDF');
    expect(pdf).toHaveTextContent('512 B');
    expect(pdf).toHaveTextContent('Ana Ruiz');
    expect(pdf.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(sheet).toHaveTextContent('Excel');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Descargar presupuesto.xlsx' }));
    expect(download).toHaveBeenCalledWith(FILES[1]);
  });

  it('says it is loading while the files are read', () => {
    renderPanel({ files: list({ isLoading: true, items: undefined }) });
    expect(screen.getByText('Cargando archivos…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are no files', () => {
    renderPanel({ files: list({ items: [] }) });
    expect(screen.getByText('Sin archivos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a load error with its reason and retries', async () => {
    const retry = jest.fn();
    renderPanel({ files: list({ items: undefined, error: refusal, retry }) });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar: El archivo está en uso');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('refuses a file by its check with the message, keeps the others and uploads them', async () => {
    const { upload } = renderPanel();
    await user().upload(screen.getByLabelText('Seleccionar archivos'), [new File(['MZ'], 'instalador.exe'), pdfFile('informe.pdf')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('instalador.exe: Formato no válido: solo se permiten archivos Word, Excel, JPG, PNG o PDF');
    const pending = await screen.findByRole('list', { name: 'Listos para subir' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    expect(within(pending).getByText('informe.pdf')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Subir 1 archivo' }));
    expect(await screen.findByText('Se subió 1 archivo')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'informe.pdf', isImage: false }));
    expect(screen.queryByRole('list', { name: 'Listos para subir' })).toBeNull();
  });

  it('uploads at once when told to, and lists a refused upload with its reason', async () => {
    const upload = jest.fn(async () => Promise.reject(refusal));
    renderPanel({ upload, uploadOnChoose: true, chooseLabel: 'Adjuntar archivos' });
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).toBeNull();
    await user().upload(screen.getByLabelText('Adjuntar archivos'), [pdfFile('informe.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('informe.pdf: El archivo está en uso');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Listos para subir' })).toBeNull();
  });

  it('offers no upload and no delete without their callbacks', () => {
    renderPanel({ upload: undefined, remove: undefined });
    expect(screen.queryByLabelText('Seleccionar archivos')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Descargar/ })).toHaveLength(2);
  });

  it('offers delete only for the files canRemove allows', () => {
    renderPanel({ canRemove: (file) => file.id === 2 });
    expect(screen.getAllByRole('button', { name: /^Eliminar/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Eliminar presupuesto.xlsx']);
  });

  it('asks before deleting: cancel keeps the file, a refusal stays in the dialog, a confirmation deletes', async () => {
    const remove = jest.fn<Promise<unknown>, [AttachmentItem]>().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    renderPanel({ remove });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar acta.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar archivo' });
    expect(dialog).toHaveTextContent('¿Eliminar el archivo acta.pdf? Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar acta.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar archivo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/El archivo está en uso/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No se pudo eliminar el archivo');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Archivo eliminado')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenLastCalledWith(FILES[0]);
  });

  it('draws a preview cell where the screen gives one', () => {
    renderPanel({ renderPreview: (file) => (file.id === 1 ? <span>miniatura</span> : null) });
    const [pdf] = rows() as [HTMLElement];
    expect(within(pdf).getByText('miniatura')).toBeInTheDocument();
    expect(pdf.querySelector('td:nth-child(2) div')).toHaveTextContent('acta.pdf');
  });
});
