import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { choose, field } from '../../../test/setup/formActions';
import { LIMITS } from '../../shared/validation/limits';
import { BUILT_CATALOGUES, type BuiltCatalogue } from './builtCatalogues';
import { CATALOGUES } from './catalogues';
import { createI18n } from '../../shared/i18n/i18n';

const i18n = createI18n('es');

const sandbox = setupSandbox();

/** The sandbox collection behind each catalogue route. */
const STORE: Record<BuiltCatalogue, keyof typeof sandbox.store> = {
  impact: 'impacts', urgency: 'urgencies', priority: 'priorities', serviceClass: 'serviceClasses', category: 'categories',
  commentTypes: 'commentTypes', clasificationTicket: 'delayClassifications', componentCondition: 'productConditions',
  ResponsibleType: 'responsibleTypes', WarehouseType: 'warehouseTypes', area: 'areas', UnitsMeasurement: 'unitMeasurements',
  ubitacionPriority: 'locationPriorities', clientPriority: 'clientPriorities', currency: 'currencies', status: 'statuses',
  equipmentType: 'equipmentTypes', brand: 'brands', model: 'productModels', project: 'projects', projects: 'projects',
  workFlowType: 'workFlowTypes', headOfArea: 'areaManagers', reasons: 'reasons',
};
const rowsOf = (route: BuiltCatalogue) => [...(sandbox.store[STORE[route]] as Map<number, { id: number; name: string; enabled: boolean }>).values()].sort((a, b) => a.id - b.id);

async function gridRows(title: string) {
  const table = await screen.findByRole('table', { name: title }, { timeout: 30_000 });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

const dialog = () => screen.getByRole('dialog');
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
/** A control of the open dialog (the filter above has a "Nombre" too). */
const input = (label: RegExp) => within(dialog()).getByLabelText(label);
async function enter(label: RegExp, text: string) {
  await userEvent.click(input(label));
  await userEvent.paste(text);
}

/** Fills the fields a catalogue's form has beyond the name. */
async function fillExtras(route: BuiltCatalogue) {
  if (route === 'UnitsMeasurement') await enter(/^Abreviatura/, 'cj');
  if (route === 'ubitacionPriority' || route === 'status') await enter(/^Color/, '#123ABC');
  if (route === 'currency') await enter(/^Código ISO/, 'ARS');
  if (route === 'model') {
    await choose(/^Marca/, sandbox.store.brands.get(1)!.name);
    await enter(/^Valor/, 'RP1');
  }
  if (route === 'clientPriority' || route === 'project' || route === 'workFlowType') await choose(/^Cliente/, sandbox.store.clients.get(1)!.name);
  if (route === 'clientPriority') {
    await userEvent.type(input(/^Tiempo de atención/), '12');
  }
  if (route === 'reasons') {
    await choose(/^Tipo de motivo/, sandbox.store.reasonTypes.get(1)!.name);
    await choose(/^Origen/, sandbox.store.reasonOrigins.get(1)!.name);
  }
  if (route === 'headOfArea') {
    await choose(/^Área/, sandbox.store.areas.get(5)!.name);
    await choose(/^Usuario/, sandbox.store.users.get(2)!.fullName);
  }
}

describe('catalogue engine', () => {
  it.each(BUILT_CATALOGUES)('%s: lists its entries and adds one', async (route) => {
    renderApp({ route: `/${route}`, as: { sandbox, role: 'ADM' } });
    const title = i18n.t(`routes.catalog_${route}`);
    const seeded = rowsOf(route);
    const rows = await gridRows(title);
    expect(rows).toHaveLength(Math.min(seeded.length, LIMITS.catalogues.pageSizes[0]));
    expect(rows[0]).toHaveTextContent(seeded[0]!.name);
    // A read-only view (projects) offers no add: its catalogue is edited on its own route.
    if (CATALOGUES[route].readOnly) return expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enter(/^Nombre/, 'Registro de prueba');
    await fillExtras(route);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf(route).some((r) => r.name === 'Registro de prueba' && r.enabled)).toBe(true);
    expect(await screen.findByText('Se agregó «Registro de prueba».')).toBeInTheDocument();
  }, 60_000);

  it('finds, edits, disables and deletes an entry; the grid follows every change', async () => {
    renderApp({ route: '/area', as: { sandbox, role: 'ADM' } });
    const [target] = rowsOf('area').filter((r) => r.enabled);
    await gridRows('Áreas');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), `${target!.name}{Enter}`);
    await waitFor(async () => expect((await gridRows('Áreas')).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([target!.name]));

    await userEvent.click(screen.getByRole('button', { name: `Editar ${target!.name}` }));
    await userEvent.clear(input(/^Descripción/));
    await enter(/^Descripción/, 'Atiende los reportes del turno nocturno');
    await save();
    await waitFor(() => expect(sandbox.store.areas.get(target!.id)!.description).toBe('Atiende los reportes del turno nocturno'));
    expect(await screen.findByRole('cell', { name: 'Atiende los reportes del turno nocturno' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Desactivar ${target!.name}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(sandbox.store.areas.get(target!.id)!.enabled).toBe(false));
    expect(await screen.findByRole('cell', { name: 'Inactivo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Eliminar ${target!.name}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(sandbox.store.areas.has(target!.id)).toBe(false));
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  }, 60_000);

  it('keeps what was typed and shows the service refusal of a duplicate name in the dialog', async () => {
    renderApp({ route: '/category', as: { sandbox, role: 'ADM' } });
    const existing = rowsOf('category')[0]!;
    await gridRows('Categorías');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    // Case and accents differ: the service still calls it the same name.
    const typed = existing.name.toUpperCase();
    await enter(/^Nombre/, typed);
    await enter(/^Descripción/, 'Una descripción');
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/Ya existe/);
    expect(input(/^Nombre/)).toHaveValue(typed);
    expect(input(/^Descripción/)).toHaveValue('Una descripción');
    expect(rowsOf('category').filter((r) => r.name.toLowerCase() === existing.name.toLowerCase())).toHaveLength(1);
  }, 60_000);

  it('headOfArea: shows the refusal of a user who already heads the chosen area and keeps the choices', async () => {
    renderApp({ route: '/headOfArea', as: { sandbox, role: 'ADM' } });
    const [head] = rowsOf('headOfArea') as unknown as { areaId: number; userId: number }[];
    await gridRows(i18n.t('routes.catalog_headOfArea'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enter(/^Nombre/, 'Jefatura suplente');
    await choose(/^Área/, sandbox.store.areas.get(head!.areaId)!.name);
    await choose(/^Usuario/, sandbox.store.users.get(head!.userId)!.fullName);
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('El usuario ya es jefe de esa área');
    expect(input(/^Nombre/)).toHaveValue('Jefatura suplente');
    expect(rowsOf('headOfArea').some((r) => r.name === 'Jefatura suplente')).toBe(false);
  }, 60_000);

  it('checks the fields before sending: required, spaces, characters, the name limit and integer bounds', async () => {
    renderApp({ route: '/clientPriority', as: { sandbox, role: 'ADM' } });
    await gridRows('Prioridad de cliente');
    const before = sandbox.store.clientPriorities.size;
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await save();
    expect(await within(dialog()).findAllByText('Este campo es obligatorio')).toHaveLength(3);

    await enter(/^Nombre/, ' Urgente');
    await save();
    expect(await within(dialog()).findByText('No puede iniciar ni terminar con espacios')).toBeInTheDocument();
    // The number control keeps the value within its bounds: the maximum and one past it both end at the maximum.
    for (const typed of [LIMITS.catalogues.attentionHoursMax, LIMITS.catalogues.attentionHoursMax + 1]) {
      await userEvent.clear(input(/^Tiempo de atención/));
      await userEvent.type(input(/^Tiempo de atención/), `${typed}{Tab}`);
      await waitFor(() => expect(input(/^Tiempo de atención/)).toHaveAttribute('aria-valuenow', String(LIMITS.catalogues.attentionHoursMax)));
    }

    await userEvent.clear(input(/^Nombre/));
    await enter(/^Nombre/, 'Urgente <b>');
    await save();
    expect(await within(dialog()).findByText(/Solo se permiten letras/)).toBeInTheDocument();

    // The input stops at the limit: the 151st character never arrives.
    await userEvent.clear(input(/^Nombre/));
    await enter(/^Nombre/, 'a'.repeat(LIMITS.generalTextMax + 1));
    expect(input(/^Nombre/)).toHaveValue('a'.repeat(LIMITS.generalTextMax));
    expect(sandbox.store.clientPriorities.size).toBe(before);
  }, 60_000);

  it('offers no create, edit, disable or delete to a user who may only search', async () => {
    renderApp({ route: '/impact', as: { sandbox, role: 'SUP' } });
    const rows = await gridRows('Impacto');
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    // The exports stay: searching is all they need.
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  }, 60_000);

  it('opens on the last search of the route', async () => {
    const first = renderApp({ route: '/urgency', as: { sandbox, role: 'ADM' } });
    await gridRows('Urgencia');
    await choose(/^Estado/, 'Inactivos');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const disabled = rowsOf('urgency').filter((r) => !r.enabled);
    await waitFor(async () => expect(await gridRows('Urgencia')).toHaveLength(disabled.length || 1));
    first.unmount();

    renderApp({ route: '/urgency', as: { sandbox, role: 'ADM' } });
    await waitFor(async () => expect(await gridRows('Urgencia')).toHaveLength(disabled.length || 1));
    expect(field(/^Estado/).closest('.p-dropdown')).toHaveTextContent('Inactivos');
  }, 60_000);
});
