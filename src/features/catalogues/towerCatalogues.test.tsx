import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, dropdownOptions } from '../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { towerModels, towerProperties } from '../../../test/sandbox/catalog/towerCatalogues';
import { towerTypes } from '../../../test/sandbox/catalog/towerTypes';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 100 });

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const modelsNamed = (name: string) => [...towerModels(sandbox.store).values()].filter((r) => r.name === name);

describe('tower models (route towerModel)', () => {
  it('offers only the enabled tower types, and creates a model of one with its name at the limit', async () => {
    renderScreen({ route: '/towerModel', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows(es.t('routes.catalog_towerModel'));
    expect(rows[0]).toHaveTextContent(towerModels(sandbox.store).get(1)!.name);
    expect(rows[0]).toHaveTextContent(towerTypes(sandbox.store).get(1)!.name);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const options = await dropdownOptions(/^Tipo de torre/, topDialog());
    const offered = options.map((o) => o.getAttribute('aria-label'));
    const types = [...towerTypes(sandbox.store).values()];
    expect(offered).toEqual(types.filter((t) => t.enabled).map((t) => t.name));
    const monopole = towerTypes(sandbox.store).get(3)!;
    await userEvent.click(options.find((o) => o.getAttribute('aria-label') === monopole.name)!);
    await waitFor(() => expect(dialogField(/^Tipo de torre/).closest('.p-dropdown')).toHaveTextContent(monopole.name));
    const atLimit = 'M'.repeat(LIMITS.generalTextMax);
    await enterInDialog(/^Nombre/, `${atLimit}m`);
    expect(dialogField(/^Nombre/)).toHaveValue(atLimit);
    await save();
    await closed();
    expect(modelsNamed(atLimit)).toEqual([expect.objectContaining({ towerTypeId: monopole.id, enabled: true })]);
  }, 60_000);

  it('refuses a name the type already has, keeping what was typed, and takes it for another type', async () => {
    renderScreen({ route: '/towerModel', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.catalog_towerModel'));
    const taken = towerModels(sandbox.store).get(5)!;
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await choose(/^Tipo de torre/, towerTypes(sandbox.store).get(taken.towerTypeId)!.name, topDialog());
    await enterInDialog(/^Nombre/, taken.name.toUpperCase());
    await save();
    expect(await within(topDialog()).findByText('Ya existe un modelo de torre con ese nombre para el tipo de torre')).toBeInTheDocument();
    expect(dialogField(/^Nombre/)).toHaveValue(taken.name.toUpperCase());

    await choose(/^Tipo de torre/, towerTypes(sandbox.store).get(4)!.name, topDialog());
    await save();
    await closed();
    expect(modelsNamed(taken.name.toUpperCase())).toEqual([expect.objectContaining({ towerTypeId: 4 })]);
  }, 60_000);
});

describe('tower properties (route towerProperty)', () => {
  it('edits a property\'s description up to its limit, keeping nothing past it', async () => {
    renderScreen({ route: '/towerProperty', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.catalog_towerProperty'));
    const target = towerProperties(sandbox.store).get(2)!;
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.name}` }));
    const description = 'd'.repeat(LIMITS.catalogues.descriptionMax);
    await enterInDialog(/^Descripción/, `${description}d`);
    expect(dialogField(/^Descripción/)).toHaveValue(description);
    await save();
    await closed();
    expect(towerProperties(sandbox.store).get(target.id)).toMatchObject({ name: target.name, description });
  }, 60_000);
});
