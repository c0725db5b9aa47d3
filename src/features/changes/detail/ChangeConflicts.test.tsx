import { screen, within } from '@testing-library/react';
import { processState } from '../../../../test/sandbox/process/state';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox();

/** Two planned changes put on the same component in overlapping windows (a Monday: no weekend flag). */
function overlapping() {
  const changes = [...processState(sandbox.store).changes.values()];
  const a = changes.find((c) => c.state === 'PendingApproval')!;
  const b = changes.find((c) => c.state === 'Draft' && c.clientId === a.clientId && c.changeId !== a.changeId)!;
  Object.assign(a, { startDate: '2026-12-14T15:00:00', endDate: '2026-12-14T19:00:00' });
  Object.assign(b, { startDate: '2026-12-14T18:00:00', endDate: '2026-12-14T20:00:00', locationId: a.locationId, productIds: [a.productIds[0]!] });
  return { a, b };
}

describe('change conflicts on the detail and the approvals', () => {
  it('shows the overlap on the same component on both changes, and tells the approver before deciding', async () => {
    const { a, b } = overlapping();
    const first = renderScreen({ route: `/change/detail/${a.changeId}`, as: { sandbox, role: 'SUP' } });
    const list = await screen.findByRole('list', { name: 'Conflictos de calendario' }, { timeout: 20_000 });
    expect(within(list).getByRole('link', { name: `Cambio ${b.changeId}: ${b.name}` })).toBeInTheDocument();
    expect(list).toHaveTextContent('mismo componente');
    const approvals = screen.getByRole('region', { name: 'Aprobaciones' });
    expect(within(approvals).getByText(/este cambio se empalma con 1 cambio planeado/)).toBeInTheDocument();
    first.unmount();

    renderScreen({ route: `/change/detail/${b.changeId}`, as: { sandbox, role: 'SUP' } });
    const other = await screen.findByRole('list', { name: 'Conflictos de calendario' }, { timeout: 20_000 });
    expect(within(other).getByRole('link', { name: `Cambio ${a.changeId}: ${a.name}` })).toBeInTheDocument();
  }, 60_000);

  it('flags a weekend window and says no holiday calendar exists yet', async () => {
    const change = [...processState(sandbox.store).changes.values()].find((c) => c.state === 'Scheduled')!;
    Object.assign(change, { startDate: '2026-12-12T15:00:00', endDate: '2026-12-12T17:00:00' });
    renderScreen({ route: `/change/detail/${change.changeId}`, as: { sandbox, role: 'SUP' } });
    expect((await screen.findAllByText(/La ventana cae en fin de semana/, undefined, { timeout: 20_000 })).length).toBeGreaterThan(0);
  }, 60_000);
});
