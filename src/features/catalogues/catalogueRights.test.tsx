import { screen, within } from '@testing-library/react';
import { gridRows } from '../../../test/setup/gridActions';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { loadContracts } from '../../../test/sandbox/contract/loadContracts';
import { catalogApi } from '../../api/tags/catalog';
import { CatalogueScreen } from '../../shared/catalogue/CatalogueScreen';
import type { CatalogueDescription, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { CATALOGUES, RELATED_CATALOGUES } from './catalogues';
import { CODE_CATALOGUES } from './codeCatalogues';
import { REASON_FAMILIES } from './reasonCatalogues';
import { SERVICE_CATALOGUES } from './serviceCatalogues';

const sandbox = setupSandbox();

// The engine's permissions, tested once through a catalogue with a row form (service types' survey link).
const PERMISSIONS = { search: 'Search', create: 'Create', update: 'Update', delete: 'Delete' };
const described: CatalogueDescription<CatalogueRow> = { ...SERVICE_CATALOGUES.serviceType, permissions: PERMISSIONS };

/** Renders the catalogue for a user holding the search permission and these others. */
async function firstRowAs(held: readonly string[], description = described) {
  const can = (permission: string) => permission === PERMISSIONS.search || held.includes(permission);
  // The sandbox user is the administrator, so every request is allowed: only the screen's own gating is tested.
  renderWithApp(<CatalogueScreen description={description} can={can} />, { as: { sandbox, role: 'ADM' } });
  return (await gridRows('Tipos de servicio'))[0]!;
}

const button = (row: HTMLElement, name: RegExp) => within(row).queryByRole('button', { name });
const EDIT = /^Editar /;
const TOGGLE = /^(Desactivar|Activar) /;
const DELETE = /^Eliminar /;
const SURVEY = /^Encuesta de satisfacción de /;

describe('catalogue permissions', () => {
  it('create alone adds, but neither edits, toggles, links nor deletes when the catalogue names its own update and delete', async () => {
    const row = await firstRowAs([PERMISSIONS.create]);
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    for (const action of [EDIT, TOGGLE, SURVEY, DELETE]) expect(button(row, action)).not.toBeInTheDocument();
  }, 60_000);

  it('update alone edits, toggles and opens the row forms, and adds or deletes nothing', async () => {
    const row = await firstRowAs([PERMISSIONS.update]);
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    for (const action of [EDIT, TOGGLE, SURVEY]) expect(button(row, action)).toBeInTheDocument();
    expect(button(row, DELETE)).not.toBeInTheDocument();
  }, 60_000);

  it('delete alone deletes and nothing else', async () => {
    const row = await firstRowAs([PERMISSIONS.delete]);
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(button(row, DELETE)).toBeInTheDocument();
    for (const action of [EDIT, TOGGLE, SURVEY]) expect(button(row, action)).not.toBeInTheDocument();
  }, 60_000);

  it('a catalogue with only a create permission lets it do everything', async () => {
    const row = await firstRowAs([PERMISSIONS.create], { ...described, permissions: { search: PERMISSIONS.search, create: PERMISSIONS.create } });
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    for (const action of [EDIT, TOGGLE, SURVEY, DELETE]) expect(button(row, action)).toBeInTheDocument();
  }, 60_000);
});

const DESCRIPTIONS: Record<string, CatalogueDescription<CatalogueRow>> = {
  ...CATALOGUES, ...RELATED_CATALOGUES, ...SERVICE_CATALOGUES, ...CODE_CATALOGUES, ...REASON_FAMILIES,
};
const operations = loadContracts().operations;
/** The permissions the contract names for the operation behind an endpoint of the catalog api. */
const permissionsOf = (endpoint: unknown) => {
  const id = Object.entries(catalogApi.endpoints).find(([, e]) => e === endpoint)?.[0];
  return operations.find((o) => o.operationId === id)?.permissions ?? [];
};

describe('catalogue descriptions', () => {
  it.each(Object.keys(DESCRIPTIONS).filter((id) => !DESCRIPTIONS[id]!.readOnly))('%s: each action asks for the permission its operation names', (id) => {
    const { permissions, endpoints, rowForms = [] } = DESCRIPTIONS[id]!;
    const expected = (own: string | undefined, endpoint: unknown) => (permissionsOf(endpoint).length ? [own ?? permissions.create] : []);
    expect(permissionsOf(endpoints.create)).toEqual(expected(permissions.create, endpoints.create));
    expect(permissionsOf(endpoints.update)).toEqual(expected(permissions.update, endpoints.update));
    expect(permissionsOf(endpoints.remove)).toEqual(expected(permissions.delete, endpoints.remove));
    for (const form of rowForms) expect(permissionsOf(form.endpoint)).toEqual(expected(permissions.update, form.endpoint));
  });
});
