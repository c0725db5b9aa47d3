import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostileSolutionIds, solutionState } from '../../../../test/sandbox/process/solutionState';
import { enter } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

describe('solution detail (solutions/detail/{id})', () => {
  it('saves an edit at the version it was read, and links to the knowledge base', async () => {
    const solution = solutionState(sandbox.store).solutions.get(3)!;
    renderScreen({ route: '/solutions/detail/3', as: { sandbox, role: 'DIS' } });
    const title = await screen.findByLabelText(/^Título/, undefined, { timeout: 20_000 });
    expect(title).toHaveValue(solution.title);
    expect(screen.getByRole('link', { name: 'Ver en la base de conocimiento' })).toHaveAttribute('href', '/KMDB?article=3');
    await userEvent.clear(title);
    await enter(/^Título/, 'Título corregido');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(solutionState(sandbox.store).solutions.get(3)!.title).toBe('Título corregido'), { timeout: 15_000 });
  }, 60_000);

  it('shows a reader the facts, internal comments included, and a hostile content inert', async () => {
    const [hostile] = hostileSolutionIds(sandbox.store);
    renderScreen({ route: `/solutions/detail/${hostile}`, as: { sandbox, role: 'ENG' } });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    const page = heading.closest('section')!;
    expect(within(page).getByText('Importado del sistema anterior sin revisar.')).toBeInTheDocument();
    expect(page.querySelector('.rich-text')!.textContent).toContain('Reinicie el servicio de impresión.');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  }, 60_000);
});
