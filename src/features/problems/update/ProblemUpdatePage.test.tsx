import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problemState } from '../../../../test/sandbox/process/problemState';
import { enter } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

describe('problem update (problem/update/{id})', () => {
  it('saves the fields at the version read and goes back to the detail', async () => {
    const problem = [...problemState(sandbox.store).problems.values()].find((p) => p.status === 'InAnalysis')!;
    const view = renderScreen({ route: `/problem/update/${problem.problemId}`, as: { sandbox, role: 'DIS' } });
    const rootCause = await screen.findByLabelText(/^Causa raíz/, undefined, { timeout: 20_000 });
    await userEvent.clear(rootCause);
    await enter(/^Causa raíz/, 'Fuente de poder insuficiente');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/problem/detail/${problem.problemId}`), { timeout: 15_000 });
    expect(problemState(sandbox.store).problems.get(problem.problemId)!.rootCause).toBe('Fuente de poder insuficiente');
  }, 60_000);

  it('says a closed problem is no longer edited', async () => {
    const problem = [...problemState(sandbox.store).problems.values()].find((p) => p.status === 'Closed')!;
    renderScreen({ route: `/problem/update/${problem.problemId}`, as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Un problema cerrado o cancelado ya no se edita.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  }, 60_000);
});
