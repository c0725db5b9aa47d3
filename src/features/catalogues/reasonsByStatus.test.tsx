import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { catalogApi } from '../../api/tags/catalog';

const sandbox = setupSandbox({ tickets: 20 });
const TICKET = 100001;

/** The options of a PrimeReact dropdown, opened (overlays stay display:none under jsdom). */
async function optionsOf(combobox: HTMLElement) {
  await waitFor(() => expect(screen.queryAllByRole('listbox', { hidden: true })).toHaveLength(0));
  await userEvent.click(combobox.closest('.p-dropdown')!);
  const options = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
  const labels = options.map((o) => o.getAttribute('aria-label'));
  // A second click closes the list (Escape would close the dialog too).
  await userEvent.click(combobox.closest('.p-dropdown')!);
  return labels;
}

describe('reasons a ticket status move asks for', () => {
  it('include a pending reason added while the status dialog is open, without a reload', async () => {
    Object.assign(sandbox.store.tickets.get(TICKET)!, { statusId: 7 });
    const { store } = renderScreen({ route: `/requirement/detail/${TICKET}/general`, as: { sandbox, role: 'ADM' } });
    const form = (await screen.findByRole('heading', { name: 'Cambio de estatus' }, { timeout: 30_000 })).closest('section')!;
    const next = within(form).getByLabelText(/Siguiente estatus/);
    await waitFor(() => expect(next.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
    await userEvent.click(next.closest('.p-dropdown')!);
    await userEvent.click((await screen.findAllByRole('option', { hidden: true })).find((o) => o.getAttribute('aria-label') === 'Pendiente por motivo')!);
    await userEvent.click(within(form).getByRole('button', { name: 'Actualizar estatus' }));
    const dialog = await screen.findByRole('dialog', { name: `Cambiar estatus del ticket ${TICKET}` });
    const reason = within(dialog).getByLabelText(/Motivo de pendiente/);
    await waitFor(async () => expect((await optionsOf(reason)).length).toBeGreaterThan(0));
    expect(await optionsOf(reason)).not.toContain('Espera de permiso del cliente');

    // Another screen of the same session adds a pending reason.
    await store.dispatch(
      catalogApi.endpoints.createCatalogPendingReason.initiate({ catalogEntryCreateRequest: { name: 'Espera de permiso del cliente', description: null, enabled: true } }),
    );
    await waitFor(async () => expect(await optionsOf(reason)).toContain('Espera de permiso del cliente'), { timeout: 10_000 });
  }, 90_000);
});
