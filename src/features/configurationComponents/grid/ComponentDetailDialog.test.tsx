import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProductRead } from '../../../api/tags/product';
import { makePng } from '../../../../test/sandbox/filestorage/bytes';
import { filesOf } from '../../../../test/sandbox/filestorage/state';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import type { ComponentItem } from '../../../../test/sandbox/inventory/ledger';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { callApi } from '../../../../test/setup/callApi';
import { choose } from '../../../../test/setup/formActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { encoded, fakeJpeg } from '../../../shared/files/testing/fakeCanvasCodec';
import en from '../../../shared/i18n/en.json';
import { LIMITS } from '../../../shared/validation/limits';
import { ComponentDetailDialog } from './ComponentDetailDialog';

// jsdom has no canvas: the codec decodes the test's images to real pixels, so the sharpness rule runs on real data.
jest.mock('../../../shared/files/canvasCodec', () => jest.requireActual('../../../shared/files/testing/fakeCanvasCodec'));

const sandbox = setupSandbox();
const DAMAGED = 'Marcar dañado';
const TO_WAREHOUSE = 'Enviar a almacén';
const DAMAGED_CLIENT = 'Marcar dañado propiedad del cliente';

const ledger = () => inventoryOf(sandbox.store).ledger;
/** A component free to move (no shipment, no kit), in a status, client property or not. */
const free = (status: number, clientProperty: boolean) =>
  [...ledger().components.values()].find(
    (c) => c.componentStatusId === status && c.isClientProperty === clientProperty && c.heldBy === null && c.kitId === null && c.place.type !== 'Location',
  )!;

let rendered: ReturnType<typeof renderWithApp>;
/** Whether the app has read something the calls are decided from (the access list, the status configuration). */
const hasRead = (endpointName: string) =>
  Object.values(rendered.store.getState().api.queries).some((q) => q?.endpointName === endpointName && q.status === 'fulfilled');

async function openDetail(component: ComponentItem, role: RoleCode = 'ADM') {
  const product: ProductRead = (await callApi(sandbox, 'GET', `/product/api/v1/Products/${component.productId}`)).body.data;
  rendered = renderWithApp(<ComponentDetailDialog product={product} onHide={jest.fn()} />, { as: { sandbox, role } });
  const dialog = await screen.findByRole('dialog', { name: `Componente ${product.serialNumber}` });
  // The tracking has arrived (a seeded component may have no movement yet).
  await waitFor(() => expect(within(dialog).queryByText('Cargando el seguimiento…')).not.toBeInTheDocument(), { timeout: 10_000 });
  return dialog;
}

const offered = async (dialog: HTMLElement) => {
  await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Acciones de estatus' })).toBeInTheDocument());
  return within(within(dialog).getByRole('group', { name: 'Acciones de estatus' })).getAllByRole('button').map((b) => b.textContent);
};

const lastMovement = async (dialog: HTMLElement, text: string) =>
  waitFor(() => expect(within(within(dialog).getByRole('table', { name: 'Seguimiento' })).getAllByRole('row').at(-1)).toHaveTextContent(text), { timeout: 10_000 });

describe('a configuration component’s detail: the named status calls', () => {
  it('offers only the calls the status configuration allows for the component', async () => {
    const dialog = await openDetail(free(1, false));
    // From Available the configuration reaches On review (send, damaged) but not 48, and the component is not the client's.
    expect(await offered(dialog)).toEqual([TO_WAREHOUSE, DAMAGED]);
  }, 30_000);

  it('offers damaged client property for a client’s component in review (8 → 48 is allowed)', async () => {
    const dialog = await openDetail(free(8, true));
    expect(await offered(dialog)).toEqual([TO_WAREHOUSE, DAMAGED, DAMAGED_CLIENT]);
  }, 30_000);

  it('offers none for a scrapped component (nothing leaves Scrap)', async () => {
    const dialog = await openDetail(free(41, false));
    await waitFor(() => expect(hasRead('getProductStatusConfiguration')).toBe(true));
    expect(within(dialog).queryByRole('group', { name: 'Acciones de estatus' })).not.toBeInTheDocument();
  }, 30_000);

  it('for a dispatcher (no ProductStatusChange) shows the detail without calls', async () => {
    const dialog = await openDetail(free(1, false), 'DIS');
    await waitFor(() => expect(hasRead('getAccessList')).toBe(true));
    expect(await within(dialog).findByText('El componente no tiene evidencias')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: DAMAGED })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Seleccionar fotos' })).not.toBeInTheDocument();
  }, 30_000);

  it('marks damaged with a reason at its limit (one more character is refused), and the tracking shows the movement', async () => {
    const component = free(1, false);
    const dialog = await openDetail(component);
    await userEvent.click(within(dialog).getByRole('button', { name: DAMAGED }));
    const ask = await screen.findByRole('dialog', { name: `Marcar dañado el componente ${component.serialNumber}` });
    const reason = 'Carcasa rota. '.padEnd(LIMITS.components.statusReasonMax, 'x');
    const field = within(ask).getByLabelText(/^Motivo/);
    await userEvent.click(field);
    await userEvent.paste(`${reason}Y`);
    expect(field).toHaveValue(reason);
    await userEvent.click(within(ask).getByRole('button', { name: DAMAGED }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Marcar dañado el componente/ })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(ledger().components.get(component.productId)).toMatchObject({ componentStatusId: 8, conditionId: 5 });
    await lastMovement(dialog, 'Carcasa rota.');
    expect(within(dialog).getByRole('table', { name: 'Seguimiento' })).toHaveTextContent('Dañado');
  }, 30_000);

  it('names the tracking’s movements and statuses in the user’s language, not the service’s', async () => {
    const component = free(1, false);
    const body = { productId: component.productId, componentStatusId: 8, reason: 'Falla al encender', rowVersion: 1 };
    expect((await callApi(sandbox, 'PUT', '/product/api/v1/Products/UpdateStatus', { body })).status).toBe(200);
    const product: ProductRead = (await callApi(sandbox, 'GET', `/product/api/v1/Products/${component.productId}`)).body.data;
    renderWithApp(<ComponentDetailDialog product={product} onHide={jest.fn()} />, { as: { sandbox, role: 'ADM' }, language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: `Component ${product.serialNumber}` });
    const table = await within(dialog).findByRole('table', { name: en.components.grid.detail.tracking }, { timeout: 10_000 });
    const cells = within(within(table).getAllByRole('row').at(-1)!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual([en.inventory.movementTypes.StatusChange, en.inventory.componentStatuses.available, en.inventory.componentStatuses.onReview]);
  }, 30_000);

  it('sends to a chosen warehouse, and the tracking shows it', async () => {
    const component = free(1, false);
    const warehouse = [...sandbox.store.warehouses.values()].find((w) => w.enabled && !(component.place.type === 'Warehouse' && component.place.id === w.warehouseId))!;
    const dialog = await openDetail(component);
    await userEvent.click(within(dialog).getByRole('button', { name: TO_WAREHOUSE }));
    const ask = await screen.findByRole('dialog', { name: `Enviar a almacén el componente ${component.serialNumber}` });
    await userEvent.click(within(ask).getByRole('button', { name: TO_WAREHOUSE }));
    // Both the warehouse and the reason are required.
    await waitFor(() => expect(within(ask).getAllByText('Este campo es obligatorio')).toHaveLength(2));
    await choose(/^Almacén de destino/, warehouse.warehouseName, ask);
    await userEvent.type(within(ask).getByLabelText(/^Motivo/), 'Revisión en almacén');
    await userEvent.click(within(ask).getByRole('button', { name: TO_WAREHOUSE }));
    await waitFor(() => expect(ledger().components.get(component.productId)!.place).toEqual({ type: 'Warehouse', id: warehouse.warehouseId }), { timeout: 10_000 });
    await lastMovement(dialog, 'Revisión en almacén');
  }, 30_000);
});

describe('a configuration component’s detail: evidence photos', () => {
  const sharp = (x: number, y: number): [number, number, number] => ((Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? [240, 240, 240] : [20, 20, 20]);
  const jpeg = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { type: 'image/jpeg' });
  // The chooser offers .jpg and .jpeg only; a user can still pick any file ("all files"), which the checks refuse.
  const user = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
  const productFiles = (productId: number) => [...filesOf(sandbox.store).values()].filter((f) => f.productId === productId);

  async function choosePhoto(dialog: HTMLElement, file: File) {
    await user().upload(within(dialog).getByLabelText('Seleccionar fotos'), file);
  }

  it('refuses a .png, a photo one byte over the limit and a blurry one with their messages', async () => {
    const component = free(1, false);
    const dialog = await openDetail(component);
    await choosePhoto(dialog, new File([makePng(12, 8, sharp)], 'placa.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('placa.png: La evidencia debe ser una imagen .jpg, .jpeg')).toBeInTheDocument();

    await choosePhoto(dialog, jpeg('grande.jpg', fakeJpeg(12, 8, sharp, LIMITS.components.evidenceMaxBytes + 1)));
    expect(await within(dialog).findByText('grande.jpg: La evidencia no puede pesar más de 10 MB')).toBeInTheDocument();

    await choosePhoto(dialog, jpeg('borrosa.jpg', fakeJpeg(12, 8, [90, 90, 90])));
    expect(await within(dialog).findByText(/^borrosa\.jpg: La calidad de la foto está por debajo del estándar/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(productFiles(component.productId)).toHaveLength(0);
  }, 60_000);

  it('uploads a sharp photo of exactly the limit with UploadProductFiles, and lists it', async () => {
    const component = free(1, false);
    const dialog = await openDetail(component);
    expect(await within(dialog).findByText('El componente no tiene evidencias')).toBeInTheDocument();
    await choosePhoto(dialog, jpeg('placa.jpeg', fakeJpeg(12, 8, sharp, LIMITS.components.evidenceMaxBytes)));
    await user().click(await within(dialog).findByRole('button', { name: 'Subir 1 archivo' }, { timeout: 20_000 }));
    await waitFor(() => expect(productFiles(component.productId)).toHaveLength(1), { timeout: 30_000 });
    expect(productFiles(component.productId)[0]).toMatchObject({ fileName: 'placa.jpeg', size: LIMITS.components.evidenceMaxBytes });
    expect(await within(dialog).findByRole('table', { name: 'Evidencia fotográfica' }, { timeout: 10_000 })).toHaveTextContent('placa.jpeg');
  }, 90_000);

  it('turns a portrait photo and re-encodes it as JPEG at 0.95 before the upload', async () => {
    encoded.splice(0);
    const component = free(1, false);
    const dialog = await openDetail(component);
    await choosePhoto(dialog, jpeg('vertical.jpg', fakeJpeg(8, 12, sharp)));
    await user().click(await within(dialog).findByRole('button', { name: 'Subir 1 archivo' }, { timeout: 10_000 }));
    await waitFor(() => expect(productFiles(component.productId)).toHaveLength(1), { timeout: 10_000 });
    expect(encoded).toEqual([{ width: 12, height: 8, quality: LIMITS.imageJpegQuality }]);
  }, 30_000);

  it('says the evidence upload failed, with the service’s reason, and keeps the photo to try again', async () => {
    sandbox.server.use(
      http.post('*/filestorage/api/v1/FileStorage/UploadProductFiles', () => HttpResponse.json({ success: false, message: 'Almacenamiento no disponible', detail: null }, { status: 503 })),
    );
    const dialog = await openDetail(free(1, false));
    await choosePhoto(dialog, jpeg('placa.jpg', fakeJpeg(12, 8, sharp)));
    await user().click(await within(dialog).findByRole('button', { name: 'Subir 1 archivo' }, { timeout: 10_000 }));
    expect(await within(dialog).findByText('No se pudo subir la evidencia: Almacenamiento no disponible', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subir 1 archivo' })).toBeInTheDocument();
  }, 30_000);
});
