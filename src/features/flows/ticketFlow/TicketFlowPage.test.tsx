import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketFlows } from '../../../../test/sandbox/clients/ticketFlowHandlers';
import { choose } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox();

describe('IRFlow: the ticket status flow of a client service', () => {
  it('picks a client and service, refuses a status as its own predecessor and an unreachable one on the graph, and saves', async () => {
    const service = [...sandbox.store.services.values()].find((s) => s.clientId === 1 && s.enabled)!;
    const [first, second] = [2, 3].map((id) => sandbox.store.statuses.get(id)!.name);
    renderScreen({ route: '/IRFlow', as: { sandbox, role: 'ADM' } });
    await choose(/^Cliente$/, sandbox.store.clients.get(1)!.name);
    await choose(/^Servicio$/, service.name);
    expect(await screen.findByRole('figure', { name: `Flujo de estatus de ${service.name}` }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('stage-node-2')).toHaveTextContent('Inicial');

    await choose(/^De$/, second!);
    await choose(/^A$/, second!);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar transición' }));
    expect(screen.getByTestId('stage-node-3')).toHaveTextContent(`«${second}» no puede ser su propia predecesora`);
    expect(screen.getByRole('button', { name: 'Guardar flujo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: `Quitar la transición de ${second} a ${second}` }));

    await userEvent.click(screen.getByRole('button', { name: `Quitar la transición de ${first} a ${second}` }));
    expect(screen.getByTestId('stage-node-3')).toHaveTextContent(`No se llega a «${second}» desde la etapa inicial`);
    await choose(/^De$/, first!);
    await choose(/^A$/, second!);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar transición' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar flujo' }));
    await waitFor(() => expect(ticketFlows(sandbox.store).get(service.id)).toBeDefined());
  }, 90_000);
});
