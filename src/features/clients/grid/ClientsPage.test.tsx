import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePng } from '../../../../test/sandbox/filestorage/bytes';
import { clientProfiles } from '../../../../test/sandbox/clients/clientState';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 50 });
const { numberMax, nameMax, logoMaxBytes } = LIMITS.clients;

const open = (role: 'ADM' | 'DIS' = 'ADM') => renderScreen({ route: '/clientsManagment', as: { sandbox, role } });
const clientRows = () => gridRows('Clientes', 45_000);
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const clientNamed = (name: string) => [...sandbox.store.clients.values()].find((c) => c.name === name);

/** A PNG of exactly `size` bytes (a real header, then padding), as a chosen file. */
function pngOf(size: number, name = 'logo.png') {
  const bytes = new Uint8Array(size);
  bytes.set(makePng(8, 8, [200, 30, 30]));
  return new File([bytes], name, { type: 'image/png' });
}

describe('clients (clientsManagment)', () => {
  it('lists the clients by name with number, registered date and classification, and filters them', async () => {
    open();
    const rows = await clientRows();
    expect(rows).toHaveLength(sandbox.store.clients.size);
    expect(rows[0]).toHaveTextContent('Banco del Valle');
    expect(rows[0]).toHaveTextContent('CL-1001');
    expect(rows[0]).toHaveTextContent('Financiero');
    expect(rows[0]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);

    const form = screen.getByRole('search', { name: 'Buscar clientes' });
    await choose(/^Clasificación/, 'Comercio minorista');
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect((await clientRows()).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Farmacias San Rafael'), expect.stringContaining('Grupo Comercial del Norte'),
    ]));
  }, 60_000);

  it('creates a client at the limits with a logo of 2 MB, refusing one byte more before sending it', async () => {
    open();
    await clientRows();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    await save();
    expect(await within(topDialog()).findAllByText('Este campo es obligatorio')).toHaveLength(2);

    // The inputs stop at the limit: one more character never arrives.
    await enterInDialog(/^Número/, 'N'.repeat(numberMax + 1));
    expect(dialogField(/^Número/)).toHaveValue('N'.repeat(numberMax));
    await enterInDialog(/^Nombre/, 'a'.repeat(nameMax + 1));
    expect(dialogField(/^Nombre/)).toHaveValue('a'.repeat(nameMax));
    await enterInDialog(/^Nombre/, 'Cadena Hotelera Pacífico');
    await choose(/^Clasificación/, 'Corporativo', topDialog());

    await userEvent.upload(dialogField(/^Logo/), pngOf(logoMaxBytes + 1));
    await save();
    expect(await within(topDialog()).findByText('El archivo excede el tamaño máximo de 2 MB')).toBeInTheDocument();
    expect(clientNamed('Cadena Hotelera Pacífico')).toBeUndefined();

    await userEvent.upload(dialogField(/^Logo/), pngOf(logoMaxBytes));
    await save();
    await closed();
    const created = clientNamed('Cadena Hotelera Pacífico')!;
    expect(created).toMatchObject({ number: 'N'.repeat(numberMax), enabled: true });
    expect(clientProfiles(sandbox.store).get(created.id)).toMatchObject({ clientClassificationId: 1, logo: { fileName: 'logo.png' } });
    expect(await screen.findByText('Se agregó el cliente «Cadena Hotelera Pacífico».')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'logo.png' })).toBeInTheDocument();
  }, 90_000);

  it('edits a client, removes its logo, and shows the service’s refusal of a number already used', async () => {
    clientProfiles(sandbox.store).get(2)!.logo = { fileId: 999, fileName: 'farmacias.png' };
    open();
    await clientRows();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Farmacias San Rafael' }));
    expect(dialogField(/^Nombre/)).toHaveValue('Farmacias San Rafael');
    await enterInDialog(/^Número/, 'CL-1001');
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('Ya existe un cliente con el número CL-1001');
    expect(dialogField(/^Número/)).toHaveValue('CL-1001');

    await enterInDialog(/^Número/, 'CL-2002');
    await userEvent.click(dialogField(/Quitar el archivo actual \(farmacias\.png\)/));
    await save();
    await closed();
    expect(sandbox.store.clients.get(2)!.number).toBe('CL-2002');
    await waitFor(() => expect(clientProfiles(sandbox.store).get(2)!.logo).toBeNull());
    expect(await screen.findByText('Se guardaron los cambios del cliente «Farmacias San Rafael».')).toBeInTheDocument();
  }, 90_000);

  it('deletes an unused client after asking, and shows why one in use stays', async () => {
    sandbox.store.clients.set(77, { id: 77, number: 'CL-7777', name: 'Aaa Cliente sin uso', description: '', enabled: true, registeredDate: '2026-11-01T10:00:00', blobStorageUrlPath: null });
    open();
    await clientRows();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Banco del Valle' }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent(/tiene proyectos, servicios, ubicaciones o tickets/);
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Cancelar' }));
    await closed();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Aaa Cliente sin uso' }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó el cliente «Aaa Cliente sin uso».')).toBeInTheDocument();
    expect(sandbox.store.clients.has(77)).toBe(false);
  }, 90_000);
});
