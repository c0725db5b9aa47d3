import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { processState } from '../../../../test/sandbox/process/state';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox();

const open = (role: 'ADM' | 'SUP' = 'ADM', language: 'es' | 'en' = 'es') => renderScreen({ route: '/change/find', language, as: { sandbox, role } });
const newestFirst = () => [...processState(sandbox.store).changes.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.changeId - a.changeId);

describe('change search (change/find)', () => {
  it('lists the changes newest window first, each linking to its detail, with exports and named views', async () => {
    open();
    const rows = await gridRows('Búsqueda de cambios', 30_000);
    const first = newestFirst()[0]!;
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByRole('link', { name: `Abrir el cambio ${first.changeId}: ${first.name}` })).toHaveAttribute('href', `/change/detail/${first.changeId}`);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Vistas guardadas/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo cambio' })).toHaveAttribute('href', '/change/create');
  }, 60_000);

  it('finds a change by its name, and offers no creation to a user who may only read', async () => {
    const target = newestFirst()[7]!;
    open('SUP', 'en');
    await gridRows('Change search', 30_000);
    expect(screen.queryByRole('link', { name: 'New change' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search by id, name/ }), `${target.name}{Enter}`);
    const matching = [...processState(sandbox.store).changes.values()].filter((c) => c.name.toLowerCase().includes(target.name.toLowerCase()));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Change search' })).getAllByRole('link')).toHaveLength(Math.min(matching.length, 25)), {
      timeout: 30_000,
    });
    expect(screen.getByRole('link', { name: `Open change ${target.changeId}: ${target.name}` })).toBeInTheDocument();
  }, 60_000);
});
