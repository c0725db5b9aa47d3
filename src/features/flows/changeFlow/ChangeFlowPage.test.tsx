import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowVersions } from '../../../../test/sandbox/guards/rowVersion';
import { changeFlow } from '../../../../test/sandbox/process/changeFlow';
import { choose } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox();
const saveButton = () => screen.getByRole('button', { name: 'Guardar flujo' });

describe('the change flow (admin/flowOfChanges)', () => {
  it('refuses a stage as its own predecessor on the graph, then saves the flow without a transition', async () => {
    renderScreen({ route: '/admin/flowOfChanges', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('figure', { name: 'Flujos de cambio' }, { timeout: 20_000 })).toBeInTheDocument();
    const [planning, approval] = changeFlow(sandbox.store).stages;
    expect(await screen.findByTestId(`stage-node-${planning!.id}`)).toHaveTextContent('Inicial');

    await choose(/^De$/, 'Cierre');
    await choose(/^A$/, 'Cierre');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar transición' }));
    expect(screen.getByTestId('stage-node-4')).toHaveTextContent('«Cierre» no puede ser su propia predecesora');
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar la transición de Cierre a Cierre' }));
    await userEvent.click(screen.getByRole('button', { name: `Quitar la transición de ${approval!.name} a ${planning!.name}` }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(changeFlow(sandbox.store).stages[0]!.predecessorIds).toEqual([]));
  }, 60_000);

  it('says so when someone else saved the flow meanwhile, and shows the flow as saved', async () => {
    renderScreen({ route: '/admin/flowOfChanges', as: { sandbox, role: 'ADM' } });
    await screen.findByRole('figure', { name: 'Flujos de cambio' }, { timeout: 20_000 });
    rowVersions('process', 'changeFlow').touch(sandbox.store, 1);
    await userEvent.click(saveButton());
    expect(await screen.findByText(/Otra persona guardó este flujo/)).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Flujos de cambio' })).toBeInTheDocument();
  }, 60_000);

  it('sends whom lacks the flow permission to forbidden', async () => {
    const view = renderScreen({ route: '/admin/flowOfChanges', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/forbidden'));
  });
});
