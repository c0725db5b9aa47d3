import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { towerTypes } from '../../../test/sandbox/catalog/towerTypes';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 100 });

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const named = (name: string) => [...towerTypes(sandbox.store).values()].filter((r) => r.name === name);

describe('tower types (route towerType)', () => {
  it('lists the seeded types and creates one whose name is at its limit, cutting what is typed past it', async () => {
    renderScreen({ route: '/towerType', as: { sandbox, role: 'ADM' } });
    const title = es.t('routes.catalog_towerType');
    const rows = await gridRows(title);
    expect(rows[0]).toHaveTextContent(towerTypes(sandbox.store).get(1)!.name);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const atLimit = 'T'.repeat(LIMITS.generalTextMax);
    await enterInDialog(/^Nombre/, `${atLimit}x`);
    expect(dialogField(/^Nombre/)).toHaveValue(atLimit);
    await enterInDialog(/^Descripción/, 'Torre de celosía para enlaces de microondas');
    await save();
    await closed();
    expect(named(atLimit)).toEqual([expect.objectContaining({ description: 'Torre de celosía para enlaces de microondas', enabled: true })]);
  }, 60_000);

  it('edits a type\'s name up to its limit and its description up to its own, keeping nothing past them', async () => {
    renderScreen({ route: '/towerType', as: { sandbox, role: 'ADM' } });
    const target = towerTypes(sandbox.store).get(3)!;
    await gridRows(es.t('routes.catalog_towerType'));
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.name}` }));
    const name = 'M'.repeat(LIMITS.generalTextMax);
    const description = 'd'.repeat(LIMITS.catalogues.descriptionMax);
    await enterInDialog(/^Nombre/, `${name}m`);
    await enterInDialog(/^Descripción/, `${description}d`);
    expect(dialogField(/^Nombre/)).toHaveValue(name);
    expect(dialogField(/^Descripción/)).toHaveValue(description);
    await save();
    await closed();
    expect(towerTypes(sandbox.store).get(target.id)).toMatchObject({ name, description });
  }, 60_000);

  it('has its title in English', async () => {
    // The signed-in user's language is the app's.
    [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!.langId = 2;
    renderScreen({ route: '/towerType', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await gridRows(en.t('routes.catalog_towerType'))).not.toHaveLength(0);
  }, 60_000);
});
