import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gridRows } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

describe('solution search (solutions/find)', () => {
  it('ranks title and keyword hits first, each row opening its detail, and offers creation to a writer', async () => {
    renderScreen({ route: '/solutions/find', as: { sandbox, role: 'DIS' } });
    await gridRows('Búsqueda de soluciones', 30_000);
    expect(screen.getByRole('link', { name: 'Nueva solución' })).toHaveAttribute('href', '/solutions/create');
    await userEvent.type(screen.getByRole('searchbox', { name: /^Buscar por título/ }), 'DISPENSADOR{Enter}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Búsqueda de soluciones' })).getAllByRole('link')[0]).toHaveAccessibleName(/dispensador/i), { timeout: 20_000 });
    const [first] = within(screen.getByRole('table', { name: 'Búsqueda de soluciones' })).getAllByRole('link');
    expect(first!.getAttribute('href')).toMatch(/^\/solutions\/detail\/\d+$/);
  }, 60_000);

  it('offers no creation to a reader (ENG), in English', async () => {
    renderScreen({ route: '/solutions/find', language: 'en', as: { sandbox, role: 'ENG' } });
    await gridRows('Solution search', 30_000);
    expect(screen.queryByRole('link', { name: 'New solution' })).not.toBeInTheDocument();
  }, 60_000);
});
