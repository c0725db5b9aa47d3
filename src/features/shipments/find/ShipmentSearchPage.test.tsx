import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose, field } from '../../../../test/setup/formActions';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 50 });

const open = async () => {
  const view = renderScreen({
    route: '/shipping/find',
    as: { sandbox, role: 'ADM' },
  });
  await screen.findByRole('heading', { name: 'Búsqueda de envíos' }, { timeout: 45_000 });
  return view;
};
const shownIds = () =>
  within(screen.getByRole('table', { name: 'Envíos' }))
    .queryAllByRole('link', { name: /^Abrir el envío/ })
    .map((a) => Number(a.textContent));

describe('shipment search', () => {
  it('lists the shipments newest first and filters them by status', async () => {
    await open();
    const all = [...inventoryOf(sandbox.store).shipments.values()];
    await waitFor(() =>
      expect(shownIds()).toEqual(
        all
          .map((s) => s.shipmentId)
          .sort((a, b) => b - a)
          .slice(0, 25),
      ),
    );
    await choose(/^Estatus/, 'Esperando salida');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const waiting = all
      .filter((s) => s.shipmentStateId === 3)
      .map((s) => s.shipmentId)
      .sort((a, b) => b - a);
    await waitFor(() => expect(shownIds()).toEqual(waiting));
    for (const id of waiting) expect(screen.getByRole('link', { name: `Recibir el envío ${id}` })).toBeInTheDocument();
  });

  it('keeps digits only in the shipment id, up to its 8 characters', async () => {
    await open();
    const id = field(/^Id$/);
    await userEvent.type(id, `a1${'2'.repeat(LIMITS.shipments.shipmentIdMax)}`);
    expect(id).toHaveValue(`1${'2'.repeat(LIMITS.shipments.shipmentIdMax - 1)}`);
  });

  it('opens the creation form from the header', async () => {
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo envío' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/shipping/create'));
  });
});
