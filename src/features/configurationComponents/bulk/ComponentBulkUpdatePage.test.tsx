import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { writeComponentTemplate } from '../../../domain/components/bulk/componentTemplate';
import { TEMPLATE_COLUMNS, type TemplateRow } from '../../../domain/components/templateRows';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 50 });
const ledger = () => inventoryOf(sandbox.store).ledger;
type Component = ReturnType<typeof ledger>['components'] extends Map<number, infer C> ? C : never;
/** A free component in a warehouse, in a status. */
const freeIn = (statusId: number) =>
  [...ledger().components.values()].find((c) => c.componentStatusId === statusId && c.place.type === 'Warehouse' && c.kitId === null && c.heldBy === null)!;

/** The component's row as the update template names it, with `patch` as its new values. */
function cellsOf(c: Component, patch: Partial<TemplateRow> = {}): string[] {
  const row: TemplateRow = {
    serialNumber: c.serialNumber, productModelId: String(c.productModelId), clientId: c.clientId === null ? null : String(c.clientId), locationId: null,
    responsibleTypeId: '1', responsibleId: String(c.place.id), componentStatusId: String(c.componentStatusId), conditionId: null, productTiNumber: '700001',
    cost: '10.00', currencyId: '1', programmed: 'NO', remote: 'NO', isClientProperty: null, ip: null, port: null, simNumber: null, imeiNumber: null, ...patch,
  };
  return TEMPLATE_COLUMNS.map((column) => row[column] ?? '');
}

async function upload(rows: string[][]) {
  const file = new File([await (await writeComponentTemplate('update', 'es', rows)).arrayBuffer()], 'actualizacion.xlsx');
  await userEvent.upload(await screen.findByLabelText('Archivo de actualización de componentes'), file);
}
const open = () => renderScreen({ route: '/configurationComponent/massiveUpdate', as: { sandbox, role: 'ADM' } });
const issueRows = async (name: RegExp) =>
  within(await screen.findByRole('table', { name })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('component bulk update (/configurationComponent/massiveUpdate)', () => {
  it('updates the components each row names by serial number', async () => {
    const c = freeIn(1);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualización masiva de componentes' })).toBeInTheDocument();
    await upload([cellsOf(c, { cost: (LIMITS.components.costMax).toFixed(2), componentStatusId: '8' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar 1 componente' }));
    expect(await screen.findByText('Actualización masiva exitosa: 1 componente actualizado')).toBeInTheDocument();
    expect(ledger().components.get(c.productId)).toMatchObject({ cost: LIMITS.components.costMax, componentStatusId: 8 });
  });

  it('lists an unknown serial number and a status change the configuration refuses, and updates none', async () => {
    const [a, b] = [freeIn(1), [...ledger().components.values()].find((c) => c.componentStatusId === 41 && c.place.type === 'Warehouse')!];
    open();
    await upload([cellsOf(a, { cost: '20.00' }), cellsOf(b, { componentStatusId: '1' }), cellsOf(a, { serialNumber: 'NO-EXISTE-1' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar 3 componentes' }));
    expect(await issueRows(/El servicio rechazó la actualización \(2 errores\); no se actualizó ningún componente/)).toEqual([
      ['3', 'ID del estatus del componente', 'El estatus no está permitido para este componente'],
      ['4', 'Número de serie', 'Número de serie inválido'],
    ]);
    expect(ledger().components.get(a.productId)!.cost).not.toBe(20);
  });
});
