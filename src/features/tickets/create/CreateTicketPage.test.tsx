import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { makePdf } from '../../../../test/sandbox/filestorage/bytes';
import { priorityFor } from '../../../../test/sandbox/store/catalogSeed';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { choose, chooseLocation, dropdownOptions, enter, field } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { connectionLost, connectionRestored } from '../../../core/store/connectionSlice';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

interface SentCreation {
  body: Record<string, unknown>;
  requestDate: string | null;
}

/** Every createTicket call the app makes: its body and its Request-Date header. */
function creations(): SentCreation[] {
  const sent: SentCreation[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/ticket/api/v1/Tickets') {
      sent.push({ body: await request.clone().json(), requestDate: request.headers.get('Request-Date') });
    }
  });
  return sent;
}

const open = (kind: 'incident' | 'service' = 'incident', role: RoleCode = 'DIS') =>
  renderScreen({ route: `/requirement/createTicket/${kind}`, as: { sandbox, role } });

/** The seeded data of one client's first incident (or requirement) service, as the form shows it. */
function catalogue(clientId: number, incident: boolean) {
  const client = sandbox.store.clients.get(clientId)!;
  const service = [...sandbox.store.services.values()].find(
    (s) => s.clientId === clientId && sandbox.store.serviceTypes.get(s.serviceTypeId)!.isIncident === incident && sandbox.store.projects.get(s.projectId)!.enabled,
  )!;
  const location = [...sandbox.store.locations.values()].find((l) => l.clientId === clientId)!;
  return {
    client: `${client.number} · ${client.name}`,
    project: sandbox.store.projects.get(service.projectId)!.name,
    serviceType: sandbox.store.serviceTypes.get(service.serviceTypeId)!.name,
    service: `${service.number} · ${service.name}`,
    location: location.name,
    ids: { clientId, projectId: service.projectId, serviceTypeId: service.serviceTypeId, serviceId: service.id, locationId: location.id },
  };
}

async function fillValidTicket(data = catalogue(1, true)) {
  await choose(/^Cliente/, data.client);
  await choose(/^Proyecto/, data.project);
  await choose(/^Tipo de servicio/, data.serviceType);
  await choose(/^Servicio/, data.service);
  await chooseLocation(data.location);
  await enter(/^Descripción/, 'El cajero no entrega efectivo');
  await enter(/^Solicitante/, 'Marta Ruiz');
  await enter(/^Correo del solicitante/, 'marta.ruiz@cliente.com.mx');
  await choose(/^Urgencia/, 'Alta');
  await choose(/^Impacto/, 'Medio');
  return data;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear ticket' }));

describe('ticket creation', () => {
  it('requires every mandatory field and sends nothing until they are filled', async () => {
    const sent = creations();
    open();
    expect(await screen.findByRole('heading', { name: 'Nuevo incidente' })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Revise los campos marcados')).toBeInTheDocument();
    // Client, project, service type, service, location, description, requester, urgency and impact.
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(9);
    expect(field(/^Cliente/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Ubicación/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('holds every text to its limit and format', async () => {
    open();
    const description = await screen.findByLabelText(/^Descripción/);
    expect(description).toHaveAttribute('maxlength', '5000');
    await userEvent.type(description, ' fuga');
    expect(screen.getByText('5/5000')).toBeInTheDocument();

    await enter(/^Solicitante/, 'a'.repeat(151));
    await enter(/^Correo del solicitante/, `${'b'.repeat(140)}@cliente.mx`);
    await enter(/^Ticket del cliente/, 'T'.repeat(31));
    await userEvent.tab();

    expect(await screen.findByText('El valor no puede exceder 150 caracteres', { selector: `#${field(/^Solicitante/).id}-error` })).toBeInTheDocument();
    expect(screen.getByText('El valor no puede exceder 150 caracteres', { selector: `#${field(/^Correo del solicitante/).id}-error` })).toBeInTheDocument();
    expect(screen.getByText('El valor no puede exceder 30 caracteres')).toBeInTheDocument();
    expect(screen.getByText('No puede iniciar con un espacio')).toBeInTheDocument();

    await userEvent.clear(field(/^Correo del solicitante/));
    await enter(/^Correo del solicitante/, 'sin-arroba');
    await userEvent.tab();
    expect(await screen.findByText('Formato inválido')).toBeInTheDocument();
  });

  it('offers only the client’s data and clears what depends on a changed pick', async () => {
    open();
    const first = catalogue(1, true);
    await choose(/^Cliente/, first.client);
    const projects = (await dropdownOptions(/^Proyecto/)).map((o) => o.getAttribute('aria-label'));
    const enabledProjects = [...sandbox.store.projects.values()].filter((p) => p.clientId === 1 && p.enabled).map((p) => p.name);
    expect(projects.sort()).toEqual(enabledProjects.sort());
    await userEvent.keyboard('{Escape}');
    // The incident route offers incident service types only.
    expect((await dropdownOptions(/^Tipo de servicio/)).map((o) => o.getAttribute('aria-label'))).toEqual(['Incidente']);
    await userEvent.keyboard('{Escape}');

    await choose(/^Proyecto/, first.project);
    await choose(/^Tipo de servicio/, first.serviceType);
    await choose(/^Servicio/, first.service);
    await chooseLocation(first.location);

    // Another project: the service goes, the rest stays.
    const otherProject = enabledProjects.find((p) => p !== first.project)!;
    await choose(/^Proyecto/, otherProject);
    expect(field(/^Servicio/).closest('.p-dropdown')).not.toHaveTextContent(first.service);
    expect(field(/^Tipo de servicio/).closest('.p-dropdown')).toHaveTextContent(first.serviceType);
    expect(field(/^Ubicación/)).toHaveValue(first.location);

    // Another client: project, type, service and location all go.
    const second = catalogue(2, true);
    await choose(/^Cliente/, second.client);
    expect(field(/^Proyecto/).closest('.p-dropdown')).toHaveTextContent('Seleccione un proyecto');
    expect(field(/^Tipo de servicio/).closest('.p-dropdown')).toHaveTextContent('Seleccione un tipo de servicio');
    expect(field(/^Servicio/).closest('.p-dropdown')).toHaveTextContent('Primero elija proyecto y tipo');
    expect(field(/^Ubicación/)).toHaveValue('');
  });

  it('shows the priority the urgency and impact give, read-only', async () => {
    open();
    const priority = await screen.findByLabelText('Prioridad');
    expect(priority).toHaveAttribute('readonly');
    expect(priority).toHaveValue('Se calcula con la urgencia y el impacto');
    await choose(/^Urgencia/, 'Alta');
    await choose(/^Impacto/, 'Bajo');
    const name = (urgencyId: number, impactId: number) => sandbox.store.priorities.get(priorityFor(urgencyId, impactId))!.name;
    await waitFor(() => expect(priority).toHaveValue(name(1, 3)));
    await choose(/^Impacto/, 'Alto');
    await waitFor(() => expect(priority).toHaveValue(name(1, 1)));
    expect(name(1, 1)).not.toBe(name(1, 3));
  });

  it('sends the picked past date as the Request-Date header for a user with the permission', async () => {
    sandbox.store.now = new Date();
    const sent = creations();
    const view = open('incident', 'DIS');
    await fillValidTicket();
    const past = DateTime.now().minus({ days: 3 }).set({ hour: 10, minute: 30, second: 0, millisecond: 0 });

    fireEvent.input(field(/^Fecha y hora en que se recibió/), { target: { value: past.toFormat('dd/MM/yyyy HH:mm') } });
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.requestDate).toBe(past.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss"));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/requirement\/detail\/\d+\/general$/));
    const ticketId = Number(view.router.state.location.pathname.split('/')[3]);
    expect(sandbox.store.tickets.get(ticketId)!.creationDateUTC).toBe(sent[0]!.requestDate);
  });

  it('offers no request date to a user without TicketCreateWithPreviousDate and sends no header', async () => {
    const sent = creations();
    open('incident', 'SUP');
    await fillValidTicket();
    expect(screen.queryByLabelText(/^Fecha y hora en que se recibió/)).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.requestDate).toBeNull();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    sandbox.server.use(
      http.post('*/ticket/api/v1/Tickets', () =>
        HttpResponse.json({ success: false, message: 'La ubicación 7 no pertenece al cliente Banco del Valle', detail: null }, { status: 422 }),
      ),
    );
    const before = sandbox.store.tickets.size;
    const view = open();
    const data = await fillValidTicket();
    await submit();
    const alert = await screen.findByText('La ubicación 7 no pertenece al cliente Banco del Valle', { selector: '[role="alert"] *, [role="alert"]' });
    expect(alert.closest('[role="alert"]')).toHaveTextContent('No se pudo crear el ticket');
    expect(view.router.state.location.pathname).toBe('/requirement/createTicket/incident');
    expect(field(/^Descripción/)).toHaveValue('El cajero no entrega efectivo');
    expect(field(/^Solicitante/)).toHaveValue('Marta Ruiz');
    expect(field(/^Cliente/).closest('.p-dropdown')).toHaveTextContent(data.client);
    expect(field(/^Ubicación/)).toHaveValue(data.location);
    expect(sandbox.store.tickets.size).toBe(before);
  });

  it('refuses to send while offline, keeps what was typed and sends once when the connection returns', async () => {
    const sent = creations();
    const view = open();
    await fillValidTicket();
    act(() => {
      view.store.dispatch(connectionLost());
    });
    await submit();
    expect(await screen.findByText(/^Sin conexión no se puede enviar/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    act(() => {
      view.store.dispatch(connectionRestored());
    });
    expect(screen.queryByText(/^Sin conexión no se puede enviar/)).not.toBeInTheDocument();
    expect(field(/^Descripción/)).toHaveValue('El cajero no entrega efectivo');
    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/requirement\/detail\/\d+\/general$/));
    expect(sent).toHaveLength(1);
  });

  it('creates the ticket with what was chosen, attaches the files and opens its detail', async () => {
    const sent = creations();
    const view = open();
    const data = await fillValidTicket();
    await enter(/^Ticket del cliente/, 'BV-2231');
    const pdf = new File([makePdf(['Reporte del cliente'])], 'reporte.pdf', { type: 'application/pdf' });
    const bad = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Agregar archivos', { selector: 'input' }), [pdf, bad], { applyAccept: false });
    expect(await screen.findByText(/^notas\.txt: Formato no válido/)).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Archivos por adjuntar' })).getAllByRole('listitem')).toHaveLength(1);

    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/requirement\/detail\/\d+\/general$/));
    const ticketId = Number(view.router.state.location.pathname.split('/')[3]);
    expect(await screen.findByRole('heading', { name: `Ticket ${ticketId}` })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.requestDate).toBeNull();
    expect(sent[0]!.body).toEqual({
      ...data.ids,
      description: 'El cajero no entrega efectivo',
      requestedByUser: 'Marta Ruiz',
      requesterEmail: 'marta.ruiz@cliente.com.mx',
      urgencyId: 1,
      impactId: 2,
      priorityId: priorityFor(1, 2),
      isIncident: true,
      clientTicketNumber: 'BV-2231',
      remote: false,
    });
    const files = [...sandbox.store.files.values()].filter((f) => f.ticketId === ticketId);
    expect(files.map((f) => f.fileName)).toEqual(['reporte.pdf']);
  });

  it('offers requirement types on the service route and forces remote attention for a launch', async () => {
    open('service');
    expect(await screen.findByRole('heading', { name: 'Nuevo servicio' })).toBeInTheDocument();
    await choose(/^Cliente/, catalogue(1, false).client);
    const types = (await dropdownOptions(/^Tipo de servicio/)).map((o) => o.getAttribute('aria-label'));
    expect(types).not.toContain('Incidente');
    expect(types).toContain('Lanzamiento');
    await userEvent.keyboard('{Escape}');
    const remote = field(/^Atención remota/);
    expect(remote).not.toBeChecked();
    await choose(/^Tipo de servicio/, 'Lanzamiento');
    expect(remote).toBeChecked();
    expect(remote).toBeDisabled();
    expect(screen.getByText('El tipo de servicio Lanzamiento siempre se atiende de forma remota')).toBeInTheDocument();
  });
});
