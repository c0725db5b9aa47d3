import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { processState } from '../../../../test/sandbox/process/state';
import { choose } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { toUtcWire } from '../../../shared/format/dateTime';

const sandbox = setupSandbox();

/** Two planned changes on the same component, overlapping today (the calendar opens on today's month). */
function overlappingToday() {
  const changes = [...processState(sandbox.store).changes.values()];
  const a = changes.find((c) => c.state === 'Scheduled')!;
  const b = changes.find((c) => c.state === 'Approved' && c.changeId !== a.changeId)!;
  const at = (hour: number) => toUtcWire(DateTime.local().startOf('day').plus({ hours: hour }).toJSDate());
  Object.assign(a, { startDate: at(10), endDate: at(12) });
  Object.assign(b, { startDate: at(11), endDate: at(13), clientId: a.clientId, locationId: a.locationId, productIds: [a.productIds[0]!] });
  return { a, b };
}

describe('change calendar (a view of change/find)', () => {
  it('shows the month\'s planned changes with their conflicts, and the week with their times', async () => {
    const { a, b } = overlappingToday();
    renderScreen({ route: '/change/find', as: { sandbox, role: 'DIS' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Calendario' }, { timeout: 20_000 }));
    const month = await screen.findByRole('table', { name: /^Calendario de cambios/ });
    // Today holds every change in progress: the location narrows the day to this one's.
    await choose(/^Ubicación/, sandbox.store.locations.get(a.locationId)!.name);
    const first = (await within(month).findByRole('link', { name: a.name }, { timeout: 20_000 })).closest('li')!;
    expect(first).toHaveTextContent('1 conflicto');
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    const week = await screen.findByRole('table', { name: /^Calendario de cambios/ });
    const second = (await within(week).findByRole('link', { name: new RegExp(`^\\d\\d:\\d\\d ${b.name}$`) })).closest('li')!;
    expect(second).toHaveTextContent('1 conflicto');
  }, 60_000);
});
