import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, dialogOpened, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 50 });
const S = LIMITS.supplies;
const title = es.t('routes.supplies');
const supplies = () => [...inventoryOf(sandbox.store).ledger.supplies.values()];
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const open = async () => {
  renderScreen({ route: '/Supplies', as: { sandbox, role: 'WAD' } });
  await gridRows(title);
};

/** Opens the create dialog and fills every field; the cost typed as a user types it. */
async function fill(values: { name: string; code: string; cost: string }) {
  await userEvent.click(screen.getByRole('button', { name: es.t('supplies.create') }));
  await enterInDialog(/^Nombre/, values.name);
  await enterInDialog(/^Código/, values.code);
  await choose(/^Unidad de medida/, 'Rollo', topDialog());
  await userEvent.type(dialogField(/^Costo unitario/), values.cost);
}

describe('supplies (route Supplies)', () => {
  it('lists the seeded supplies with the labels of spec 001 section 3 and their stock', async () => {
    await open();
    const table = screen.getByRole('table', { name: title });
    for (const label of ['Nombre', 'Código', 'Unidad de medida', 'Costo unitario', 'Cantidad en existencia', 'Activo']) {
      expect(within(table).getByRole('columnheader', { name: label })).toBeInTheDocument();
    }
    expect(await within(table).findByText('INS-ROL-57')).toBeInTheDocument();
  }, 60_000);

  it('creates a supply at every edge: a name of 180, a code of 130 and a unit cost of 9,999,999.00', async () => {
    await open();
    const name = 'N'.repeat(S.nameMax);
    await fill({ name, code: 'C'.repeat(S.codeMax), cost: S.unitCostMax.toFixed(S.unitCostDecimals) });
    await save();
    await closed();
    expect(supplies().find((s) => s.name === name)).toMatchObject({ code: 'C'.repeat(S.codeMax), unitCost: S.unitCostMax, unitOfMeasurement: 'Rollo', enabled: true });
  }, 60_000);

  it('refuses one past each edge with its message, keeping what was typed and sending nothing', async () => {
    await open();
    const before = supplies().length;
    const over = S.unitCostMax + 0.01;
    await fill({ name: 'N'.repeat(S.nameMax + 1), code: 'C'.repeat(S.codeMax + 1), cost: over.toFixed(S.unitCostDecimals) });
    await save();
    const dialog = topDialog();
    expect(await within(dialog).findByText(es.t('validation.maxLength', { max: S.nameMax }))).toBeInTheDocument();
    expect(within(dialog).getByText(es.t('validation.maxLength', { max: S.codeMax }))).toBeInTheDocument();
    expect(within(dialog).getByText(es.t('validation.max', { max: S.unitCostMax }))).toBeInTheDocument();
    expect(dialogField(/^Nombre/)).toHaveValue('N'.repeat(S.nameMax + 1));
    expect(supplies()).toHaveLength(before);
  }, 60_000);

  it('refuses a third decimal with the two-decimals message, never cutting it', async () => {
    await open();
    await fill({ name: 'Cinta aislante', code: 'INS-CIN-AIS', cost: '12.345' });
    expect(dialogField(/^Costo unitario/)).toHaveValue('12.345');
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.decimals', { decimals: S.unitCostDecimals }))).toBeInTheDocument();
    expect(supplies().some((s) => s.code === 'INS-CIN-AIS')).toBe(false);
  }, 60_000);

  it('refuses a code with spaces, and one already taken in the service\'s words', async () => {
    await open();
    await fill({ name: 'Rollo repetido', code: 'INS ROL', cost: '1' });
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.noSpaces'))).toBeInTheDocument();
    await enterInDialog(/^Código/, 'ins-rol-57');
    await save();
    expect(await within(topDialog()).findByText('Ya existe un insumo con el código ins-rol-57')).toBeInTheDocument();
  }, 60_000);

  it('edits a supply with the version it read, and deactivates it', async () => {
    const supply = supplies().find((s) => s.code === 'INS-USB-C')!;
    await open();
    await userEvent.click(await screen.findByRole('button', { name: es.t('supplies.actions.edit', { name: supply.name }) }));
    await dialogOpened();
    await userEvent.clear(dialogField(/^Costo unitario/));
    await userEvent.type(dialogField(/^Costo unitario/), '80.5');
    await save();
    await closed();
    expect(supply.unitCost).toBe(80.5);
    await userEvent.click(await screen.findByRole('button', { name: es.t('supplies.actions.disable', { name: supply.name }) }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: es.t('supplies.confirmDisable.confirm') }));
    await waitFor(() => expect(supply.enabled).toBe(false));
  }, 60_000);

  it('speaks English: its labels and the two-decimals message', async () => {
    renderScreen({ route: '/Supplies', language: 'en', as: { sandbox, role: 'WAD' } });
    await gridRows(en.t('routes.supplies'));
    expect(screen.getByRole('columnheader', { name: 'Unit cost' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.t('supplies.create') }));
    await dialogOpened();
    await userEvent.type(dialogField(/^Unit cost/), '0.001');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Save' }));
    expect(await within(topDialog()).findByText(en.t('validation.decimals', { decimals: S.unitCostDecimals }))).toBeInTheDocument();
  }, 60_000);
});
