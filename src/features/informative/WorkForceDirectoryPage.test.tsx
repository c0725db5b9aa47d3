import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { ticketDetailPath } from '../../domain/tickets/paths/ticketDetailPath';

const sandbox = setupSandbox({ tickets: 300 });

const FINAL = new Set([5, 9, 10, 11, 26]);
const engineers = () => [...sandbox.store.users.values()].filter((u) => u.roleCode === 'ENG' && u.enabled);
const openOf = (userId: number) => [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === userId && !FINAL.has(t.statusId));
const search = () => screen.findByRole('searchbox', { name: 'Buscar' });
const entries = async () => {
  await search();
  return screen.findAllByRole('article');
};

describe('informativeModule/workForce', () => {
  it('lists every engineer with their zone, and their open tickets on demand, each linking to its detail', async () => {
    renderScreen({ route: '/informativeModule/workForce', as: { sandbox, role: 'DIS' } });
    expect(await entries()).toHaveLength(engineers().length);
    const busy = engineers().find((u) => openOf(u.userId).length > 0)!;
    const entry = screen.getByRole('article', { name: busy.fullName });
    expect(within(entry).getByText(`Zona: ${busy.region}`)).toBeInTheDocument();
    const open = openOf(busy.userId);
    await userEvent.click(within(entry).getByRole('button', { name: new RegExp(`^${open.length} tickets? abiertos? de`) }));
    const table = within(entry).getByRole('table', { name: `Tickets abiertos de ${busy.fullName}` });
    expect(within(table).getAllByRole('row')).toHaveLength(open.length + 1);
    expect(within(table).getByRole('link', { name: String(open[0]!.ticketId) })).toHaveAttribute('href', ticketDetailPath(open[0]!.ticketId));
  }, 30_000);

  it('keeps the engineers of the zone typed, accents and capitals aside, and says when none matches', async () => {
    renderScreen({ route: '/informativeModule/workForce', as: { sandbox, role: 'DIS' } });
    await entries();
    await userEvent.type(await search(), 'CIUDAD DE MEXICO');
    const inZone = engineers().filter((u) => u.region === 'Ciudad de México');
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(inZone.length);
    for (const u of inZone) expect(screen.getByRole('article', { name: u.fullName })).toBeInTheDocument();
    await userEvent.type(await search(), ' zafiro');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nada en el directorio contiene «CIUDAD DE MEXICO zafiro».');
  }, 30_000);

  it('opens to an engineer, who sees the task forces but only their own tickets', async () => {
    renderScreen({ route: '/informativeModule/workForce', as: { sandbox, role: 'ENG' } });
    expect(await entries()).toHaveLength(engineers().length);
    const me = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG')!;
    const other = engineers().find((u) => u.userId !== me.userId && openOf(u.userId).length > 0)!;
    expect(within(screen.getByRole('article', { name: other.fullName })).getByText('Sin tickets abiertos.')).toBeInTheDocument();
  }, 30_000);
});
