import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const TICKET = 100001;

/** Puts ticket 100001 in the given state before the page loads it. */
function ticket(changes: Partial<ReturnType<typeof sandbox.store.tickets.get> & object>) {
  Object.assign(sandbox.store.tickets.get(TICKET)!, changes);
}

function requests(pathEnd: string, method = 'GET'): { count: number; bodies: unknown[] } {
  const seen = { count: 0, bodies: [] as unknown[] };
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) {
      seen.count += 1;
      if (method !== 'GET') seen.bodies.push(await request.clone().json());
    }
  });
  return seen;
}

function open(role: RoleCode = 'DIS', tab = 'general') {
  return renderScreen({ route: `/requirement/detail/${TICKET}/${tab}`, as: { sandbox, role } });
}

const statusForm = async () => (await screen.findByRole('heading', { name: 'Cambio de estatus' })).closest('section')!;

/** Opens a PrimeReact dropdown and returns its options (overlays stay display:none under jsdom). */
async function openDropdown(combobox: HTMLElement) {
  // Wait for any other overlay to leave, so the options found are this dropdown's.
  await waitFor(() => expect(screen.queryAllByRole('listbox', { hidden: true })).toHaveLength(0));
  await userEvent.click(combobox.closest('.p-dropdown')!);
  return (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
}

async function chooseNextStatus(name: string) {
  const form = await statusForm();
  const combobox = within(form).getByLabelText(/Siguiente estatus/);
  await waitFor(() => expect(combobox.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
  const options = await openDropdown(combobox);
  await userEvent.click(options.find((o) => o.getAttribute('aria-label') === name)!);
  await userEvent.click(within(form).getByRole('button', { name: 'Actualizar estatus' }));
  return screen.findByRole('dialog', { name: `Cambiar estatus del ticket ${TICKET}` });
}

describe('status change form', () => {
  it('shows the read-only id and status and requires a next status', async () => {
    open();
    const form = await statusForm();
    expect(within(form).getByLabelText('Ticket')).toHaveValue(String(TICKET));
    expect(within(form).getByLabelText('Ticket')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Estatus actual')).toHaveValue('Cerrado');
    await userEvent.click(within(form).getByRole('button', { name: 'Actualizar estatus' }));
    expect(await within(form).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the server statuses, each one applicable', async () => {
    ticket({ statusId: 4 });
    open();
    const form = await statusForm();
    const combobox = within(form).getByLabelText(/Siguiente estatus/);
    await waitFor(() => expect(combobox.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
    const options = await openDropdown(combobox);
    const labels = options.map((o) => o.getAttribute('aria-label'));
    expect(labels).toEqual(expect.arrayContaining(['En traslado', 'Pendiente de asignación', 'Cancelado']));
    expect(options.every((o) => o.getAttribute('aria-disabled') === 'false')).toBe(true);
  });

  it('cancels with a required reason from the catalogue of the target status', async () => {
    ticket({ statusId: 4 });
    const sent = requests('/Tickets/UpdateToCancelled', 'PUT');
    open();
    const dialog = await chooseNextStatus('Cancelado');
    await userEvent.type(within(dialog).getByLabelText(/Comentario/), 'El cliente lo pidió por teléfono');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const reason = within(dialog).getByLabelText(/Motivo de cancelación/);
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(sent.count).toBe(0);

    const reasons = await openDropdown(reason);
    expect(reasons.map((o) => o.getAttribute('aria-label'))).toContain('Solicitud duplicada');
    expect(reasons.map((o) => o.getAttribute('aria-label'))).not.toContain('En espera de refacción');
    await userEvent.click(reasons.find((o) => o.getAttribute('aria-label') === 'Cancelado a petición del cliente')!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ ticketId: TICKET, cancelationReasonId: 2, comment: 'El cliente lo pidió por teléfono' }]);
    expect(sandbox.store.tickets.get(TICKET)!.statusId).toBe(11);
  });

  it("lets the engineer ask a warehouse's responsible to review a pending-by-warehouse request", async () => {
    const engineer = sandbox.store.users.get(4)!;
    ticket({ statusId: 7, assignedEngineerId: engineer.userId });
    const sent = requests('/Tickets/UpdateToPendingWarehouse', 'PUT');
    open('ENG');
    const dialog = await chooseNextStatus('Pendiente de revisión de almacén');
    const warehouses = await openDropdown(within(dialog).getByLabelText(/Almacén/));
    // Each warehouse names its responsible: the demo warehouse administrator runs the engineer's one.
    const choice = warehouses.find((o) => o.getAttribute('aria-label')?.endsWith(`— ${sandbox.store.users.get(5)!.fullName}`));
    expect(choice).toBeDefined();
    await userEvent.click(choice!);
    await userEvent.type(within(dialog).getByLabelText(/Observaciones/), 'Falta el módem de repuesto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ ticketId: TICKET, warehouseId: expect.any(Number), observations: 'Falta el módem de repuesto' }]);
    expect(sandbox.store.tickets.get(TICKET)!.statusId).toBe(43);
    const review = [...sandbox.store.notifications.values()].find((n) => n.ticketId === TICKET && n.notificationKey === 'Ticket.ReviewPendingWarehouse');
    expect(review?.receiverUserId).toBe(5);
  });

  describe('delay classification', () => {
    const picker = (form: HTMLElement) => within(form).queryByLabelText('Clasificación de retraso');

    it('is hidden when the ticket does not allow it', async () => {
      ticket({ statusId: 7, setDelayClassification: false });
      open();
      const form = await statusForm();
      await within(form).findByLabelText('Estatus actual');
      expect(picker(form)).not.toBeInTheDocument();
    });

    it('is hidden without the TicketSetDelayClassification permission', async () => {
      // The engineer of ticket 100001 is the demo engineer, who may read it but not classify delays.
      ticket({ statusId: 7, setDelayClassification: true });
      open('ENG');
      const form = await statusForm();
      await within(form).findByLabelText('Estatus actual');
      expect(await within(form).findByLabelText(/Siguiente estatus/)).toBeInTheDocument();
      expect(picker(form)).not.toBeInTheDocument();
    });

    it('saves the chosen classification at once', async () => {
      ticket({ statusId: 7, setDelayClassification: true, delayClassificationId: null });
      const updates = requests('/Tickets/UpdateDelayClassification', 'PUT');
      open();
      const form = await statusForm();
      const combobox = await within(form).findByLabelText('Clasificación de retraso');
      const options = await openDropdown(combobox);
      await userEvent.click(options.find((o) => o.getAttribute('aria-label') === 'Falta de refacción')!);
      expect(await screen.findByText('Ticket 100001: clasificación de retraso «Falta de refacción»')).toBeInTheDocument();
      expect(updates.bodies).toEqual([{ ticketId: TICKET, ticketDelayClassificationId: 2 }]);
      expect(sandbox.store.tickets.get(TICKET)!.delayClassificationId).toBe(2);
    });
  });

  it('applies a legal change; detail, logbook and next statuses refresh through the cache tags', async () => {
    const details = requests(`/Tickets/${TICKET}`);
    const nextStatuses = requests(`/Tickets/${TICKET}/AvailableStatuses`);
    // Visit the logbook first so it is cached, then change the status from the detail tab.
    open('DIS', 'logbook');
    await screen.findByRole('list', { name: 'Bitácora' });
    await userEvent.click(screen.getByRole('tab', { name: 'Detalle' }));
    const dialog = await chooseNextStatus('Histórico');
    expect(within(dialog).getByText('Cerrado')).toBeInTheDocument();
    expect(within(dialog).getByText('Histórico')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Comentario/), 'Pasa al histórico');
    const before = { details: details.count, nextStatuses: nextStatuses.count };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const header = screen.getByRole('heading', { level: 1, name: 'Ticket 100001' }).closest('header')!;
    expect(await within(header).findByText('Histórico')).toBeInTheDocument();
    expect(await screen.findByText('No hay cambios de estatus disponibles para este ticket')).toBeInTheDocument();
    expect(details.count).toBeGreaterThan(before.details);
    expect(nextStatuses.count).toBeGreaterThan(before.nextStatuses);

    await userEvent.click(screen.getByRole('tab', { name: 'Bitácora' }));
    const logbook = await screen.findByRole('list', { name: 'Bitácora' });
    await waitFor(() => expect(within(logbook).getAllByRole('listitem')[0]).toHaveTextContent('Histórico'));
    expect(within(logbook).getAllByRole('listitem')[0]).toHaveTextContent('Pasa al histórico');
  });

  it('requires the comment where the target demands one, and shows the sandbox refusal keeping what was typed', async () => {
    open();
    const dialog = await chooseNextStatus('Reabierto por incumplimiento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();

    const comment = within(dialog).getByLabelText(/Comentario/);
    await userEvent.type(comment, ' empieza con espacio');
    expect(await within(dialog).findByText('No puede iniciar con un espacio')).toBeInTheDocument();
    await userEvent.clear(comment);
    await userEvent.type(comment, 'El cliente reporta la falla de nuevo');
    expect(within(dialog).getByText('36/5000')).toBeInTheDocument();

    // Somebody cancels the ticket meanwhile: the sandbox refuses the move with 409 and its message.
    ticket({ statusId: 11 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('No se permite cambiar de Cancelado a Reabierto por incumplimiento (ticket 100001)')).toBeInTheDocument();
    expect(comment).toHaveValue('El cliente reporta la falla de nuevo');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes a comment of LIMITS.textAreaMax characters and refuses one more, sending nothing', async () => {
    const sent = requests('/Tickets/UpdateToReOpened', 'PUT');
    open();
    const dialog = await chooseNextStatus('Reabierto por incumplimiento');
    const comment = within(dialog).getByLabelText(/Comentario/);
    expect(comment).toHaveAttribute('maxLength', String(LIMITS.textAreaMax));
    // The text area stops typing at its maxLength; a change event still brings a longer value to the rule.
    fireEvent.change(comment, { target: { value: 'x'.repeat(LIMITS.textAreaMax + 1) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText(`El valor no puede exceder ${LIMITS.textAreaMax} caracteres`)).toBeInTheDocument();
    expect(sent.count).toBe(0);

    fireEvent.change(comment, { target: { value: 'x'.repeat(LIMITS.textAreaMax) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
    expect(sent.bodies).toEqual([expect.objectContaining({ comment: 'x'.repeat(LIMITS.textAreaMax) })]);
  });

  describe('pending confirmation', () => {
    it('needs an engineer or remote attention, then assigns the chosen engineer', async () => {
      ticket({ statusId: 2, assignedEngineerId: null, remote: false, serviceTypeId: 9 });
      const updates = requests('/Tickets/UpdateToPendingConfirmation', 'PUT');
      open();
      const dialog = await chooseNextStatus('Pendiente de confirmación');
      const remote = within(dialog).getByRole('checkbox', { name: 'Atención remota' });
      expect(remote).not.toBeChecked();
      expect(remote).toBeEnabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await within(dialog).findByText('Elija una fuerza de tarea o marque la atención remota')).toBeInTheDocument();
      expect(updates.count).toBe(0);

      const engineerBox = within(dialog).getByLabelText('Fuerza de tarea');
      await waitFor(() => expect(engineerBox.closest('.p-dropdown')!.querySelector('.p-dropdown-loading-icon')).toBeNull());
      const options = await openDropdown(engineerBox);
      const engineerName = options[0]!.getAttribute('aria-label')!;
      await userEvent.click(options[0]!);
      await waitFor(() => expect(within(dialog).queryByText('Elija una fuerza de tarea o marque la atención remota')).not.toBeInTheDocument());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

      expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
      const engineer = [...sandbox.store.users.values()].find((u) => u.fullName === engineerName)!;
      expect(updates.bodies).toEqual([{ ticketId: TICKET, comment: null, groupId: null, engineerId: engineer.userId, remote: false }]);
      expect(sandbox.store.tickets.get(TICKET)).toMatchObject({ statusId: 3, assignedEngineerId: engineer.userId });
    });

    it('accepts remote attention alone', async () => {
      ticket({ statusId: 2, assignedEngineerId: null, remote: false, serviceTypeId: 9 });
      open();
      const dialog = await chooseNextStatus('Pendiente de confirmación');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Atención remota' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
      expect(sandbox.store.tickets.get(TICKET)).toMatchObject({ statusId: 3, remote: true, assignedEngineerId: null });
    });

    it('forces remote attention for a launch service (type 32)', async () => {
      ticket({ statusId: 2, assignedEngineerId: null, remote: false, serviceTypeId: 32 });
      const updates = requests('/Tickets/UpdateToPendingConfirmation', 'PUT');
      open();
      const dialog = await chooseNextStatus('Pendiente de confirmación');
      const remote = within(dialog).getByRole('checkbox', { name: 'Atención remota' });
      expect(remote).toBeChecked();
      expect(remote).toBeDisabled();
      expect(within(dialog).getByText('Los servicios de lanzamiento siempre se atienden de forma remota')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
      expect(updates.bodies).toEqual([expect.objectContaining({ engineerId: null, remote: true })]);
    });

    it('narrows the assignees to the chosen group and sends the group with the engineer', async () => {
      ticket({ statusId: 2, assignedEngineerId: null, serviceTypeId: 9 });
      const updates = requests('/Tickets/UpdateToPendingConfirmation', 'PUT');
      open();
      const dialog = await chooseNextStatus('Pendiente de confirmación');
      const engineerBox = within(dialog).getByLabelText('Fuerza de tarea');
      await waitFor(() => expect(engineerBox.closest('.p-dropdown')!.querySelector('.p-dropdown-loading-icon')).toBeNull());
      const all = (await openDropdown(engineerBox)).map((o) => o.getAttribute('aria-label'));
      await userEvent.click(engineerBox.closest('.p-dropdown')!);

      const groups = await openDropdown(within(dialog).getByLabelText('Grupo'));
      await userEvent.click(groups.find((o) => o.getAttribute('aria-label') === 'Cuadrilla Centro')!);
      await waitFor(() => expect(engineerBox.closest('.p-dropdown')!.querySelector('.p-dropdown-loading-icon')).toBeNull());
      const narrowed = (await openDropdown(engineerBox)).map((o) => o.getAttribute('aria-label'));
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(all.length);
      expect(all).toEqual(expect.arrayContaining(narrowed));

      // The demo engineer (user 4) is in Cuadrilla Centro and serves every client.
      const demo = sandbox.store.users.get(4)!;
      await userEvent.click((await screen.findAllByRole('option', { hidden: true })).find((o) => o.getAttribute('aria-label') === demo.fullName)!);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await screen.findByText('Ticket 100001 actualizado')).toBeInTheDocument();
      expect(updates.bodies).toEqual([expect.objectContaining({ groupId: expect.any(Number), engineerId: 4, remote: false })]);
    });
  });
});
