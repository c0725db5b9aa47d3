import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makePdf } from '../../../../../test/sandbox/filestorage/bytes';
import type { WorkFlowOrderRecord } from '../../../../../test/sandbox/workflow/records';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { workFlowOrderComments, workFlowOrders, workFlows } from '../../../../../test/sandbox/workflow/state';

const sandbox = setupSandbox();

const pointer = { pointerEventsCheck: 0 } as const;
const open = (id: number) => renderScreen({ route: `/requirement/odt/${id}`, as: { sandbox, role: 'ADM' } });
const orders = () => [...workFlowOrders(sandbox.store).values()];
/** A seeded order in process with several tickets, one not finished. */
const inProcess = () => orders().find((o) => o.stateId === 1 && o.stepTickets.size > 1 && [...o.stepTickets.values()].some((id) => ![5, 9].includes(sandbox.store.tickets.get(id)!.statusId)))!;
const heading = (order: WorkFlowOrderRecord) => screen.findByRole('heading', { name: `Orden de trabajo ${order.workFlowOrderKey}` }, { timeout: 45_000 });

describe('work-order detail', () => {
  it('shows the order, its tickets with links to them and its comments', async () => {
    const order = inProcess();
    const flow = workFlows(sandbox.store).get(order.workFlowId)!;
    open(order.id);
    await heading(order);
    expect(screen.getByText(`${flow.workFlowKey} · ${flow.name}`)).toBeInTheDocument();
    expect(screen.getByText(sandbox.store.locations.get(order.locationId)!.name)).toBeInTheDocument();
    expect(screen.getByText('Proceso')).toBeInTheDocument();

    const tickets = screen.getByRole('table', { name: 'Tickets de la orden' });
    const rows = within(tickets).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(order.stepTickets.size);
    const [ticketId] = [...order.stepTickets.values()];
    const ticket = sandbox.store.tickets.get(ticketId!)!;
    const link = within(tickets).getByRole('link', { name: `Abrir el ticket ${ticketId}` });
    expect(link).toHaveAttribute('href', `/requirement/detail/${ticketId}/general`);
    const status = sandbox.store.statuses.get(ticket.statusId)!;
    // The status chip takes the catalogue's colour once it arrives.
    const chip = within(link.closest('tr')!).getByText(status.name);
    await waitFor(() => expect(chip).toHaveStyle({ backgroundColor: status.hexColor }));

    const comments = workFlowOrderComments(sandbox.store).filter((c) => c.workFlowOrderId === order.id);
    if (comments.length === 0) expect(await screen.findByText('La orden no tiene comentarios')).toBeInTheDocument();
    else expect(await screen.findByText(comments[0]!.comment)).toBeInTheDocument();
    expect(await screen.findByText('La orden no tiene archivos')).toBeInTheDocument();
  });

  it('cancels the order and its open tickets after asking for the reason', async () => {
    const order = inProcess();
    open(order.id);
    await heading(order);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar orden' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la orden' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(order.stateId).toBe(1);

    await userEvent.type(within(dialog).getByLabelText(/^Motivo de la cancelación/), 'El cliente canceló la apertura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la orden' }));
    expect(await screen.findByText(`Orden de trabajo ${order.workFlowOrderKey} cancelada`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(order.stateId).toBe(3);
    expect(await screen.findByText('El cliente canceló la apertura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).not.toBeInTheDocument();
    // The open tickets were cancelled and the list shows it.
    const tickets = screen.getByRole('table', { name: 'Tickets de la orden' });
    await waitFor(() => expect(within(tickets).getAllByText(sandbox.store.statuses.get(11)!.name).length).toBeGreaterThan(0));
    expect(screen.queryByLabelText(/^Nuevo comentario/)).not.toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the server’s reason when the order can no longer be cancelled', async () => {
    const order = inProcess();
    open(order.id);
    await heading(order);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar orden' }));
    const dialog = await screen.findByRole('dialog');
    order.stateId = 2;
    await userEvent.type(within(dialog).getByLabelText(/^Motivo de la cancelación/), 'Ya no se requiere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la orden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/No se pudo cancelar la orden: .*no se puede cancelar/);
    expect(within(dialog).getByLabelText(/^Motivo de la cancelación/)).toHaveValue('Ya no se requiere');
  });

  it('offers no cancellation for a closed order', async () => {
    const order = orders().find((o) => o.stateId === 2)!;
    open(order.id);
    await heading(order);
    expect(screen.getByText('Cerrada', { selector: '.p-tag-value' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver diagrama' })).toBeInTheDocument();
  });

  it('adds a comment, newest first, and refuses one starting with a blank', async () => {
    const order = inProcess();
    open(order.id);
    await heading(order);
    const box = screen.getByLabelText(/^Nuevo comentario/);
    await userEvent.type(box, ' con espacio');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comentario' }));
    expect(await screen.findByText('No puede iniciar con un espacio')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'Visita confirmada con el gerente');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comentario' }));
    expect(await screen.findByText('Comentario agregado')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Visita confirmada con el gerente'));
    expect(box).toHaveValue('');
  });

  it('uploads a file, lists it and refuses a file of another type', async () => {
    const order = inProcess();
    open(order.id);
    await heading(order);
    await screen.findByText('La orden no tiene archivos');
    await userEvent.setup(pointer).upload(screen.getByLabelText('Adjuntar archivos'), [new File([makePdf(['Acta'])], 'acta de inicio.pdf', { type: 'application/pdf' })]);
    const table = await screen.findByRole('table', { name: 'Archivos' });
    expect(within(table).getByText('acta de inicio.pdf')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Descargar acta de inicio.pdf' })).toBeInTheDocument();

    await userEvent.setup({ ...pointer, applyAccept: false }).upload(screen.getByLabelText('Adjuntar archivos'), [new File(['MZ'], 'instalador.exe')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('instalador.exe: Formato no válido');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says access is denied when the order is not the user’s client’s', async () => {
    const order = orders().find((o) => o.clientId !== 1)!;
    sandbox.store.users.get(1)!.clientIds = [1];
    open(order.id);
    expect(await screen.findByText('Acceso denegado al detalle de la orden de trabajo', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tickets de la orden' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    open(999_999);
    expect(await screen.findByText('Orden de trabajo no encontrada', {}, { timeout: 45_000 })).toBeInTheDocument();
  });

  it('shows any other failure with a retry', async () => {
    const order = inProcess();
    let fail = true;
    sandbox.server.use(
      http.get('*/ticket/api/v1/WorkFlowOrder/:id', () => (fail ? HttpResponse.json({ success: false, message: 'Servicio no disponible', data: null }, { status: 500 }) : undefined)),
    );
    open(order.id);
    expect(await screen.findByText('Servicio no disponible', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar el detalle de la orden de trabajo');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await heading(order);
  });
});
