import { screen, within } from '@testing-library/react';
import { problemState } from '../../../../test/sandbox/process/problemState';
import { gridRows } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

describe('problem search (problem/search)', () => {
  it('lists the problems newest report first, each opening its detail, and offers creation to who may create', async () => {
    renderScreen({ route: '/problem/search', as: { sandbox, role: 'DIS' } });
    const rows = await gridRows('Búsqueda de problemas', 30_000);
    const first = [...problemState(sandbox.store).problems.values()].sort((a, b) => b.reportDate.localeCompare(a.reportDate) || b.problemId - a.problemId)[0]!;
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByRole('link', { name: `Abrir el problema ${first.problemId}: ${first.title}` })).toHaveAttribute('href', `/problem/detail/${first.problemId}`);
    expect(screen.getByRole('link', { name: 'Nuevo problema' })).toHaveAttribute('href', '/problem/create');
  }, 60_000);

  it('offers no creation to an engineer, who only reads, in English', async () => {
    renderScreen({ route: '/problem/search', language: 'en', as: { sandbox, role: 'ENG' } });
    await gridRows('Problem search', 30_000);
    expect(screen.queryByRole('link', { name: 'New problem' })).not.toBeInTheDocument();
  }, 60_000);
});
