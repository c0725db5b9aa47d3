import { SI_NO } from '../../../shared/export/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { filterComponents, type ProductFilter } from '../../../../test/sandbox/product/search';
import { statusConfigurationOf } from '../../../../test/sandbox/product/statusConfiguration';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose, dropdownOptions } from '../../../../test/setup/formActions';
import { dialogOpened, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

const NO_FILTER: ProductFilter = {
  text: null, serialNumber: null, clientIds: [], locationIds: [], componentStatusIds: [], conditionIds: [], responsibleTypeIds: [],
  placeType: null, placeIds: [], isClientProperty: null,
};
const components = () => [...inventoryOf(sandbox.store).ledger.components.values()];
const bySerial = () => components().sort((a, b) => a.serialNumber.localeCompare(b.serialNumber, 'es'));
/** A serial prefix the sandbox matches with a handful of components, both client property and not. */
function mixedPrefix() {
  for (const length of [6, 7, 8, 9, 10]) {
    for (const c of components()) {
      const prefix = c.serialNumber.slice(0, length);
      const hits = filterComponents(sandbox.store, { ...NO_FILTER, serialNumber: prefix });
      if (hits.length >= 2 && hits.length <= 20 && hits.some((h) => h.isClientProperty) && hits.some((h) => !h.isClientProperty)) return { prefix, hits };
    }
  }
  throw new Error('no mixed serial prefix in the seed');
}

const open = (language: 'es' | 'en' = 'es') => renderScreen({ route: '/configurationComponent', language, as: { sandbox, role: 'ADM' } });
const componentRows = (name = 'Componentes de configuración') => gridRows(name, 45_000);
const headersOf = async (name: string) =>
  within(await screen.findByRole('table', { name }, { timeout: 45_000 })).getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('configuration components (/configurationComponent)', () => {
  it('lists the seeded components by serial number with the labels of spec section 3', async () => {
    open();
    const rows = await componentRows();
    const first = bySerial()[0]!;
    expect(rows).toHaveLength(25);
    expect(rows[0]).toHaveTextContent(first.serialNumber);
    expect(rows[0]).toHaveTextContent(first.description);
    expect(rows[0]).toHaveTextContent(first.brandName);
    expect(rows[0]).toHaveTextContent(first.isClientProperty ? SI_NO.yes : SI_NO.no);
    expect(screen.getByRole('group', { name: /^Vistas guardadas/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    const headers = await headersOf('Componentes de configuración');
    for (const label of [
      'Número de serie', 'Descripción', 'Marca', 'Modelo', 'Estatus del componente', 'Condición', 'Propiedad del cliente', 'Cliente',
      'Tipo de responsable', 'Responsable', 'Ubicación', 'IP', 'Fecha de registro',
    ]) {
      expect(headers.some((h) => h?.startsWith(label))).toBe(true);
    }
  }, 90_000);

  it('narrows the rows by serial prefix and client property, reads Si/No, and exports them so', async () => {
    const { prefix, hits } = mixedPrefix();
    open();
    await componentRows();
    const form = screen.getByRole('search', { name: 'Buscar componentes' });
    await userEvent.type(within(form).getByLabelText(/^Número de serie/), prefix);
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await componentRows()).toHaveLength(hits.length), { timeout: 20_000 });
    const rows = await componentRows();
    for (const c of hits) expect(rows.some((r) => r.textContent?.includes(c.serialNumber))).toBe(true);
    const owned = hits.find((h) => h.isClientProperty)!;
    const ownRow = rows.find((r) => r.textContent?.includes(owned.serialNumber))!;
    expect(within(ownRow).getByText(SI_NO.yes)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const lines = (await saveFileMock.mock.calls[0]![0].text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(hits.length + 1);
    expect(lines[0]).toContain('Propiedad del cliente');
    expect(lines.find((l) => l.includes(owned.serialNumber))).toMatch(new RegExp(`(^|,)${SI_NO.yes}(,|$)`));

    await choose(/^Propiedad del cliente/, 'Sí', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    const clientOwned = hits.filter((h) => h.isClientProperty);
    await waitFor(async () => expect(await componentRows()).toHaveLength(clientOwned.length), { timeout: 20_000 });
    for (const r of await componentRows()) expect(r).not.toHaveTextContent(/\bNo\b/);
  }, 90_000);

  it('speaks English: labels, and Si/No as the spec writes it', async () => {
    open('en');
    const rows = await componentRows('Configuration components');
    const first = bySerial()[0]!;
    expect(rows[0]).toHaveTextContent(first.isClientProperty ? SI_NO.yes : SI_NO.no);
    const headers = await headersOf('Configuration components');
    for (const label of ['Serial number', 'Brand', 'Model', 'Component status', 'Client property', 'Responsible', 'Location']) {
      expect(headers.some((h) => h?.startsWith(label))).toBe(true);
    }
  }, 90_000);

  describe('a component of its own', () => {
    /** An available component whose full serial matches it alone, shown as the grid's only row. */
    async function openAvailable() {
      const target = components().find((c) => c.componentStatusId === 1 && c.heldBy === null && filterComponents(sandbox.store, { ...NO_FILTER, serialNumber: c.serialNumber }).length === 1)!;
      open();
      await componentRows();
      const form = screen.getByRole('search', { name: 'Buscar componentes' });
      await userEvent.type(within(form).getByLabelText(/^Número de serie/), target.serialNumber);
      await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
      await waitFor(async () => expect(await componentRows()).toHaveLength(1), { timeout: 20_000 });
      return target;
    }
    async function openStatusChange(serial: string) {
      await userEvent.click(screen.getByRole('button', { name: `Cambiar estatus de ${serial}` }));
      await dialogOpened();
      return topDialog();
    }

    it('changes to an allowed status, shows it in its tracking, and shows a refused one', async () => {
      const target = await openAvailable();
      let dialog = await openStatusChange(target.serialNumber);
      const options = await dropdownOptions(/^Nuevo estatus/, dialog);
      const offered = options.map((o) => o.getAttribute('aria-label'));
      expect(offered).toContain('En revisión');
      expect(offered).not.toContain('Reparado'); // 1 → 32 is not a transition of the configuration
      await userEvent.click(options.find((o) => o.getAttribute('aria-label') === 'En revisión')!);
      await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Revisión periódica');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(inventoryOf(sandbox.store).ledger.components.get(target.productId)!.componentStatusId).toBe(8), { timeout: 10_000 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(screen.getByRole('button', { name: `Ver detalle de ${target.serialNumber}` }));
      dialog = await screen.findByRole('dialog', { name: `Componente ${target.serialNumber}` });
      const tracking = await within(dialog).findByRole('table', { name: 'Seguimiento' }, { timeout: 10_000 });
      expect(within(tracking).getAllByRole('row').at(-1)).toHaveTextContent('Revisión periódica');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // The configuration changes after the form read it: the service refuses 8 → 1 and the dialog says why.
      dialog = await openStatusChange(target.serialNumber);
      await choose(/^Nuevo estatus/, 'Disponible', dialog);
      const configuration = statusConfigurationOf(sandbox.store);
      configuration.transitions = configuration.transitions.filter((t) => !(t.fromStatusId === 8 && t.toStatusId === 1));
      await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Regresa a disponible');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText(/No se puede cambiar el estatus de En revisión a Disponible/, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(inventoryOf(sandbox.store).ledger.components.get(target.productId)!.componentStatusId).toBe(8);
    }, 90_000);
  });
});
