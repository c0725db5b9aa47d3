import { screen } from '@testing-library/react';
import { inventoryOf } from '../../../test/sandbox/inventory/state';
import { gridRows } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 20 });
const kits = () => [...inventoryOf(sandbox.store).ledger.kits.values()];
const numberIn = (row: HTMLElement) => /KIT-\d{5}/.exec(row.textContent ?? '')?.[0];

describe('kit inventories (one view over warehouses and task forces)', () => {
  it('/kitsWarehouse lists only kits held by warehouses, with the warehouse as their place', async () => {
    renderScreen({ route: '/kitsWarehouse', as: { sandbox, role: 'ADM' } });
    const listed = await gridRows(es.t('routes.kitsWarehouse'));
    const atWarehouses = kits().filter((k) => k.place.type === 'Warehouse');
    const shown = listed.map(numberIn);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((number) => atWarehouses.some((k) => k.number === number))).toBe(true);
    expect(screen.getByRole('columnheader', { name: es.t('kits.fields.warehouse') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  }, 60_000);

  it('an engineer sees only their own task force\'s kits', async () => {
    // The demo engineer renderScreen signs in as.
    const engineer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG')!;
    renderScreen({ route: '/assetManagementIT/workForce/kits/find', as: { sandbox, role: 'ENG' } });
    const listed = await gridRows(es.t('routes.workForceKits'));
    const own = kits().filter((k) => k.place.type === 'TaskForce' && k.place.id === engineer.userId).map((k) => k.number).sort();
    expect(own.length).toBeGreaterThan(0);
    expect(listed.map(numberIn).sort()).toEqual(own);
    expect(listed.every((r) => r.textContent?.includes(engineer.fullName))).toBe(true);
  }, 60_000);
});
