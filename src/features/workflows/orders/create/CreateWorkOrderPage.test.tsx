import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { choose, chooseLocation, dropdownOptions, enter, field } from '../../../../../test/setup/formActions';
import { workFlowOrders, workFlows, workFlowTypes } from '../../../../../test/sandbox/workflow/state';

const sandbox = setupSandbox();

const open = () => renderScreen({ route: '/requirement/odt/create', as: { sandbox, role: 'ADM' } });
const submitButton = () => screen.getByRole('button', { name: 'Crear orden de trabajo' });

/** The seeded client, workflow type and workflow as the form labels them. */
function labels(clientId: number, typeId: number, workFlowId?: number) {
  const client = sandbox.store.clients.get(clientId)!;
  const flow = workFlowId === undefined ? null : workFlows(sandbox.store).get(workFlowId)!;
  return {
    client: `${client.number} · ${client.name}`,
    type: workFlowTypes(sandbox.store).get(typeId)!.name,
    workFlow: flow ? `${flow.workFlowKey} · ${flow.name}` : '',
    location: [...sandbox.store.locations.values()].find((l) => l.clientId === clientId && l.enabled)!,
  };
}

async function fill(clientId: number, typeId: number, workFlowId: number) {
  const data = labels(clientId, typeId, workFlowId);
  await choose(/^Cliente/, data.client);
  await choose(/^Tipo de flujo/, data.type);
  await choose(/^Flujo \*/, data.workFlow);
  await chooseLocation(data.location.name);
  return data;
}

describe('work-order creation', () => {
  it('creates the order, says so and opens its detail with its first ticket', async () => {
    const before = workFlowOrders(sandbox.store).size;
    const view = open();
    expect(await screen.findByRole('heading', { name: 'Nueva orden de trabajo' }, { timeout: 45_000 })).toBeInTheDocument();
    const data = await fill(1, 1, 3);
    await enter(/^Descripción/, 'Apertura de la sucursal norte');
    expect(screen.getByText('29/500')).toBeInTheDocument();
    await userEvent.click(submitButton());

    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/requirement\/odt\/\d+$/));
    expect(workFlowOrders(sandbox.store).size).toBe(before + 1);
    const id = Number(view.router.state.location.pathname.split('/').pop());
    const order = workFlowOrders(sandbox.store).get(id)!;
    expect(order).toMatchObject({ clientId: 1, workFlowId: 3, locationId: data.location.id, description: 'Apertura de la sucursal norte' });
    expect(await screen.findByText(`Orden de trabajo ${order.workFlowOrderKey} creada`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Orden de trabajo ${order.workFlowOrderKey}` })).toBeInTheDocument();
    const tickets = await screen.findByRole('table', { name: 'Tickets de la orden' });
    const [firstTicket] = [...order.stepTickets.values()];
    expect(within(tickets).getByRole('link', { name: `Abrir el ticket ${firstTicket}` })).toBeInTheDocument();
  });

  it('requires client, type, workflow and location and sends nothing before', async () => {
    const before = workFlowOrders(sandbox.store).size;
    open();
    await screen.findByRole('heading', { name: 'Nueva orden de trabajo' }, { timeout: 45_000 });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Revise los campos marcados')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(field(/^Cliente/)).toHaveAttribute('aria-invalid', 'true');
    expect(workFlowOrders(sandbox.store).size).toBe(before);
  });

  it('says when the client has no workflow types', async () => {
    const typeless = [...sandbox.store.clients.values()].find((c) => ![...workFlowTypes(sandbox.store).values()].some((t) => t.clientId === c.id) && c.enabled)!;
    open();
    await choose(/^Cliente/, `${typeless.number} · ${typeless.name}`);
    expect(await screen.findByText('El cliente no tiene tipos de flujo configurados')).toBeInTheDocument();
    expect(field(/^Tipo de flujo/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the type has no enabling-service flows', async () => {
    const flowless = [...workFlowTypes(sandbox.store).values()].find((t) => ![...workFlows(sandbox.store).values()].some((f) => f.workFlowTypeId === t.id))!;
    const data = labels(flowless.clientId, flowless.id);
    open();
    await choose(/^Cliente/, data.client);
    await choose(/^Tipo de flujo/, data.type);
    expect(await screen.findByText('No hay flujos de servicios habilitadores para este tipo')).toBeInTheDocument();
  });

  it('refuses a workflow without configured stages', async () => {
    const stageless = [...workFlows(sandbox.store).values()].find((f) => f.stages.length === 0)!;
    open();
    await fill(stageless.clientId, stageless.workFlowTypeId, stageless.id);
    expect(await screen.findByText('El flujo no tiene etapas configuradas; no se puede crear la orden')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('shows the server’s reason for a refused order and keeps what was typed', async () => {
    const before = workFlowOrders(sandbox.store).size;
    open();
    const data = await fill(1, 1, 3);
    await enter(/^Descripción/, 'Sucursal centro');
    // The location stops belonging to the client after it was picked: the service answers 409.
    data.location.enabled = false;
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('La ubicación no existe para el cliente');
    expect(workFlowOrders(sandbox.store).size).toBe(before);
    expect(field(/^Descripción/)).toHaveValue('Sucursal centro');
    expect(field(/^Ubicación/)).toHaveValue(data.location.name);
    expect(field(/^Flujo \*/).closest('.p-dropdown')).toHaveTextContent(data.workFlow);
  });

  it('offers the chosen workflow’s diagram', async () => {
    open();
    await screen.findByRole('heading', { name: 'Nueva orden de trabajo' }, { timeout: 45_000 });
    expect(screen.getByRole('button', { name: 'Ver diagrama' })).toBeDisabled();
    const data = labels(1, 1, 3);
    await choose(/^Cliente/, data.client);
    await choose(/^Tipo de flujo/, data.type);
    expect((await dropdownOptions(/^Flujo \*/)).map((o) => o.getAttribute('aria-label'))).toContain(data.workFlow);
    await userEvent.keyboard('{Escape}');
    await choose(/^Flujo \*/, data.workFlow);
    await userEvent.click(screen.getByRole('button', { name: 'Ver diagrama' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
