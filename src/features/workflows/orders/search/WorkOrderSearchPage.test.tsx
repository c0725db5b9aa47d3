import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { utc } from '../../../../../test/sandbox/store/random';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { choose, field } from '../../../../../test/setup/formActions';
import { gridRows } from '../../../../../test/setup/gridActions';
import { saveFile } from '../../../../shared/export/download';
import { workFlowOrders, workFlows } from '../../../../../test/sandbox/workflow/state';

jest.mock('../../../../shared/export/download', () => ({ ...jest.requireActual('../../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const open = () => renderScreen({ route: '/requirement/odt/search', as: { sandbox, role: 'ADM' } });

/** Seeded orders newest first, as the service lists them. */
const newestFirst = () => [...workFlowOrders(sandbox.store).values()].sort((a, b) => b.createdDateUTC.localeCompare(a.createdDateUTC) || b.id - a.id);

const orderRows = () => gridRows('Órdenes de trabajo', 45_000);

const keysOf = (rows: HTMLElement[]) => rows.map((r) => within(r).queryByRole('link')?.textContent ?? r.textContent);

describe('work-order search', () => {
  it('pages the orders newest first with their workflow, client, state and progress', async () => {
    const orders = newestFirst();
    open();
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual(orders.slice(0, 25).map((o) => o.workFlowOrderKey)));
    const first = orders[0]!;
    const [row] = await orderRows();
    expect(row).toHaveTextContent(workFlows(sandbox.store).get(first.workFlowId)!.name);
    expect(row).toHaveTextContent(sandbox.store.clients.get(first.clientId)!.name);
    const closed = [...first.stepTickets.values()].filter((id) => [5, 9].includes(sandbox.store.tickets.get(id)!.statusId)).length;
    expect(row).toHaveTextContent(`${closed}/${workFlows(sandbox.store).get(first.workFlowId)!.steps.length}`);

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual(orders.slice(25).map((o) => o.workFlowOrderKey)));
  });

  it('filters by state, client and text', async () => {
    open();
    await orderRows();
    await choose(/^Estado/, 'Cancelada');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const cancelled = newestFirst().filter((o) => o.stateId === 3);
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual(cancelled.map((o) => o.workFlowOrderKey)));

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    const client = sandbox.store.clients.get(2)!;
    await choose(/^Cliente/, client.name);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual(newestFirst().filter((o) => o.clientId === 2).map((o) => o.workFlowOrderKey)));

    const target = newestFirst()[3]!;
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await userEvent.type(screen.getByLabelText(/^Texto/), target.workFlowOrderKey);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual([target.workFlowOrderKey]));
  });

  it('filters by creation date', async () => {
    // Seeded orders are days old: one created now is the only one of today.
    const today = newestFirst()[5]!;
    today.createdDateUTC = utc(new Date());
    open();
    await orderRows();
    await userEvent.click(screen.getByRole('button', { name: /^Fecha de creación/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hoy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(keysOf(await orderRows())).toEqual([today.workFlowOrderKey]));
  });

  it('says when nothing matches', async () => {
    open();
    await orderRows();
    await userEvent.type(screen.getByLabelText(/^Texto/), 'no existe tal orden');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron órdenes de trabajo')).toBeInTheDocument();
  });

  it('opens an order from its row with the keyboard', async () => {
    const target = newestFirst()[0]!;
    const view = open();
    const [row] = await orderRows();
    within(row!).getByRole('link', { name: `Abrir la orden de trabajo ${target.workFlowOrderKey}` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/requirement/odt/${target.id}`));
    expect(await screen.findByRole('heading', { name: `Orden de trabajo ${target.workFlowOrderKey}` })).toBeInTheDocument();
  });

  it('opens an order’s diagram from its row', async () => {
    const target = newestFirst()[0]!;
    open();
    const [row] = await orderRows();
    await userEvent.click(within(row!).getByRole('button', { name: `Ver el diagrama de la orden ${target.workFlowOrderKey}` }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a failed search with a retry', async () => {
    let fail = true;
    sandbox.server.use(
      http.post('*/ticket/api/v1/WorkFlowOrder/Search', () => (fail ? HttpResponse.json({ success: false, message: 'Servicio no disponible', data: null }, { status: 500 }) : undefined)),
    );
    open();
    expect(await screen.findByText('Servicio no disponible', {}, { timeout: 45_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('Servicio no disponible')).not.toBeInTheDocument());
    expect((await orderRows()).length).toBe(25);
  });

  it('opens on the last search', async () => {
    const bodies: unknown[] = [];
    sandbox.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/WorkFlowOrder/Search')) bodies.push(await request.clone().json());
    });
    const first = open();
    await orderRows();
    await choose(/^Estado/, 'Cancelada');
    await userEvent.click(screen.getByRole('button', { name: /^Fecha de creación/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hoy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ stateId: 3, pageNumber: 1 }));
    const searched = bodies.at(-1);
    first.unmount();

    const before = bodies.length;
    open();
    await orderRows();
    expect(bodies[before]).toEqual(searched);
    await waitFor(() => expect(field(/^Estado/).closest('.p-dropdown')).toHaveTextContent('Cancelada'));
  });

  it('exports the whole search with the grid’s columns', async () => {
    const cancelled = newestFirst().filter((o) => o.stateId === 3);
    open();
    await orderRows();
    await choose(/^Estado/, 'Cancelada');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await orderRows()).toHaveLength(cancelled.length));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Órdenes_\d{2}_\d{2}_\d{4}\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const headers = within(screen.getByRole('table', { name: 'Órdenes de trabajo' }))
      .getAllByRole('columnheader').map((h) => h.textContent!.trim()).filter((h) => h && h !== 'Diagrama');
    expect(lines[0]).toBe(headers.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(cancelled.map((o) => o.workFlowOrderKey));
  });
});
