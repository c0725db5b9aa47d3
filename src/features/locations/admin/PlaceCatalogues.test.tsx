import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { geographyCatalogue } from '../../../../test/sandbox/geography/catalogue';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 50 });

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const regions = () => [...geographyCatalogue(sandbox.store).regions.values()];
const states = () => [...geographyCatalogue(sandbox.store).states.values()];

describe('regions and states (routes regions, states), kept by the geography service', () => {
  it('lists the regions and creates one in a country with its name at the limit, cutting what is typed past it', async () => {
    renderScreen({ route: '/regions', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows(es.t('routes.catalog_regions'));
    expect(rows[0]).toHaveTextContent('Noroeste');
    expect(rows[0]).toHaveTextContent('México');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const atLimit = 'R'.repeat(LIMITS.generalTextMax);
    await enterInDialog(/^Nombre/, `${atLimit}x`);
    expect(dialogField(/^Nombre/)).toHaveValue(atLimit);
    await choose(/^País/, 'México', topDialog());
    await save();
    await closed();
    expect(regions().filter((r) => r.name === atLimit)).toEqual([expect.objectContaining({ countryId: 1, enabled: true })]);
  }, 60_000);

  it('refuses a region named as another of its country, case and accents aside, keeping what was typed', async () => {
    renderScreen({ route: '/regions', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.catalog_regions'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'NOROÉSTE');
    await choose(/^País/, 'México', topDialog());
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('Ya existe una región con ese nombre');
    expect(dialogField(/^Nombre/)).toHaveValue('NOROÉSTE');
  }, 60_000);

  it('moves a state to another region and disables it', async () => {
    const state = states().find((s) => s.name === 'Sonora')!;
    renderScreen({ route: '/states', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.catalog_states'));
    await userEvent.click(screen.getByRole('button', { name: 'Editar Sonora' }));
    await choose(/^Región/, 'Noreste', topDialog());
    await save();
    await closed();
    expect(state.regionId).toBe(regions().find((r) => r.name === 'Noreste')!.regionId);

    await userEvent.click(screen.getByRole('button', { name: es.t('catalogues.actions.disable', { name: 'Sonora' }) }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: es.t('catalogues.confirmDisable.confirm') }));
    await waitFor(() => expect(state.enabled).toBe(false));
  }, 60_000);

  it('has its title and region column in English', async () => {
    [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!.langId = 2;
    renderScreen({ route: '/states', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await gridRows(en.t('routes.catalog_states'))).not.toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: /^Region/ })).toBeInTheDocument();
  }, 60_000);
});
