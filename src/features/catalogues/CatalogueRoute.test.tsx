import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { choose, field } from '../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { ALSO_ALLOWED } from '../../shared/validation/characters';
import { LIMITS } from '../../shared/validation/limits';
import { catalogueSchema } from '../../shared/catalogue/catalogueSchema';
import { BUILT_CATALOGUES, CATALOGUES, type BuiltCatalogue } from './catalogues';
import { createI18n } from '../../shared/i18n/i18n';
import { towerTypes } from '../../../test/sandbox/catalog/towerTypes';
import { towerModels, towerProperties } from '../../../test/sandbox/catalog/towerCatalogues';
import { directions } from '../../../test/sandbox/catalog/directions';
import { auditTypes } from '../../../test/sandbox/catalog/auditTypes';
import { serviceNames } from '../../../test/sandbox/catalog/serviceNames';
import { criticalities } from '../../../test/sandbox/catalog/criticalities';
import { catalogueRouteId } from '../../core/routes/catalogueTable';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import { reasonOrigins, reasons, reasonTypes } from '../../../test/sandbox/catalog/reasonState';
import { areaManagers, brands, currencies, equipmentTypes, productModels } from '../../../test/sandbox/catalog/richState';
import type { CatalogueRecord } from '../../../test/sandbox/catalog/crudCatalogue';
import type { ServiceState } from '../../../test/sandbox/store/serviceState';
import { workFlowTypes } from '../../../test/sandbox/workflow/state';
import { changeStages, changeStatuses, changeTypes, taskStatuses } from '../../../test/sandbox/process/changeCatalogs';

const i18n = createI18n('es');

const sandbox = setupSandbox();

/** The sandbox collection behind each catalogue route. */
const STORE: Record<BuiltCatalogue, keyof typeof sandbox.store | ServiceState<Map<number, CatalogueRecord>>> = {
  impact: 'impacts', urgency: 'urgencies', priority: 'priorities', serviceClass: 'serviceClasses', category: 'categories',
  commentTypes: 'commentTypes', clasificationTicket: 'delayClassifications', componentCondition: 'productConditions',
  ResponsibleType: 'responsibleTypes', WarehouseType: 'warehouseTypes', area: 'areas', UnitsMeasurement: 'unitMeasurements',
  ubitacionPriority: 'locationPriorities', clientPriority: 'clientPriorities', currency: currencies, status: 'statuses',
  equipmentType: equipmentTypes, brand: brands, model: productModels, project: 'projects', projects: 'projects',
  workFlowType: workFlowTypes, headOfArea: areaManagers, reasons, towerType: towerTypes, criticality: criticalities,
  changeType: changeTypes, changeStage: changeStages, changeStatus: changeStatuses, taskStatus: taskStatuses,
  towerModel: towerModels, towerProperty: towerProperties, directions,
  audit: auditTypes,
  serviceName: serviceNames,
};
const rowsOf = (route: BuiltCatalogue) => {
  const source = STORE[route];
  const rows = typeof source === 'function' ? source(sandbox.store) : sandbox.store[source];
  return [...(rows as Map<number, { id: number; name: string; enabled: boolean }>).values()].sort((a, b) => a.id - b.id);
};

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));

/** Fills the fields a catalogue's form has beyond the name. */
async function fillExtras(route: BuiltCatalogue) {
  if (route === 'UnitsMeasurement' || route === 'directions') await enterInDialog(/^Abreviatura/, 'cj');
  if (route === 'ubitacionPriority' || route === 'status') await enterInDialog(/^Color/, '#123ABC');
  if (route === 'currency') await enterInDialog(/^Código ISO/, 'ARS');
  if (route === 'model') {
    await choose(/^Marca/, brands(sandbox.store).get(1)!.name);
    await enterInDialog(/^Valor/, 'RP1');
  }
  if (route === 'clientPriority' || route === 'project' || route === 'workFlowType') await choose(/^Cliente/, sandbox.store.clients.get(1)!.name);
  if (route === 'clientPriority') {
    await userEvent.type(dialogField(/^Tiempo de atención/), '12');
  }
  if (route === 'reasons') {
    await choose(/^Tipo de motivo/, reasonTypes(sandbox.store).get(1)!.name);
    await choose(/^Origen/, reasonOrigins(sandbox.store).get(1)!.name);
  }
  if (route === 'towerModel') await choose(/^Tipo de torre/, towerTypes(sandbox.store).get(1)!.name);
  if (route === 'headOfArea') {
    await choose(/^Área/, sandbox.store.areas.get(5)!.name);
    await choose(/^Usuario/, sandbox.store.users.get(2)!.fullName);
  }
}

describe('catalogue engine', () => {
  it.each(BUILT_CATALOGUES)('%s: lists its entries and adds one', async (route) => {
    // A catalogue's route is its key, but for one the route table spells itself (create/criticality).
    const { id, path } = ROUTE_TABLE.find((entry) => entry.id === catalogueRouteId(route))!;
    renderScreen({ route: `/${path}`, as: { sandbox, role: 'ADM' } });
    const title = i18n.t(`routes.${id}`);
    const seeded = rowsOf(route);
    const rows = await gridRows(title);
    expect(rows).toHaveLength(Math.min(seeded.length, LIMITS.catalogues.pageSizes[0]));
    expect(rows[0]).toHaveTextContent(seeded[0]!.name);
    // A read-only view (projects) offers no add: its catalogue is edited on its own route.
    if (CATALOGUES[route].readOnly) return expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'Registro de prueba');
    await fillExtras(route);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf(route).some((r) => r.name === 'Registro de prueba' && r.enabled)).toBe(true);
    expect(await screen.findByText('Se agregó «Registro de prueba».')).toBeInTheDocument();
  }, 60_000);

  it('finds, edits, disables and deletes an entry; the grid follows every change', async () => {
    renderScreen({ route: '/area', as: { sandbox, role: 'ADM' } });
    const [target] = rowsOf('area').filter((r) => r.enabled);
    await gridRows('Áreas');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), `${target!.name}{Enter}`);
    await waitFor(async () => expect((await gridRows('Áreas')).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([target!.name]));

    await userEvent.click(screen.getByRole('button', { name: `Editar ${target!.name}` }));
    await enterInDialog(/^Descripción/, 'Atiende los reportes del turno nocturno');
    await save();
    await waitFor(() => expect(sandbox.store.areas.get(target!.id)!.description).toBe('Atiende los reportes del turno nocturno'));
    expect(await screen.findByRole('cell', { name: 'Atiende los reportes del turno nocturno' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Desactivar ${target!.name}` }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(sandbox.store.areas.get(target!.id)!.enabled).toBe(false));
    expect(await screen.findByRole('cell', { name: 'Inactivo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Eliminar ${target!.name}` }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(sandbox.store.areas.has(target!.id)).toBe(false));
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  }, 60_000);

  it('keeps what was typed and shows the service refusal of a duplicate name in the dialog', async () => {
    renderScreen({ route: '/category', as: { sandbox, role: 'ADM' } });
    const existing = rowsOf('category')[0]!;
    await gridRows('Categorías');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    // Case and accents differ: the service still calls it the same name.
    const typed = existing.name.toUpperCase();
    await enterInDialog(/^Nombre/, typed);
    await enterInDialog(/^Descripción/, 'Una descripción');
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent(/Ya existe/);
    expect(dialogField(/^Nombre/)).toHaveValue(typed);
    expect(dialogField(/^Descripción/)).toHaveValue('Una descripción');
    expect(rowsOf('category').filter((r) => r.name.toLowerCase() === existing.name.toLowerCase())).toHaveLength(1);
  }, 60_000);

  it('headOfArea: shows the refusal of a user who already heads the chosen area and keeps the choices', async () => {
    renderScreen({ route: '/headOfArea', as: { sandbox, role: 'ADM' } });
    const [head] = rowsOf('headOfArea') as unknown as { areaId: number; userId: number }[];
    await gridRows(i18n.t('routes.catalog_headOfArea'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'Jefatura suplente');
    await choose(/^Área/, sandbox.store.areas.get(head!.areaId)!.name);
    await choose(/^Usuario/, sandbox.store.users.get(head!.userId)!.fullName);
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('El usuario ya es jefe de esa área');
    expect(dialogField(/^Nombre/)).toHaveValue('Jefatura suplente');
    expect(rowsOf('headOfArea').some((r) => r.name === 'Jefatura suplente')).toBe(false);
  }, 60_000);

  it('checks the fields before sending: required, spaces, characters, the name limit and integer bounds', async () => {
    renderScreen({ route: '/clientPriority', as: { sandbox, role: 'ADM' } });
    await gridRows('Prioridad de cliente');
    const before = sandbox.store.clientPriorities.size;
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await save();
    expect(await within(topDialog()).findAllByText('Este campo es obligatorio')).toHaveLength(3);

    await enterInDialog(/^Nombre/, ' Urgente');
    await save();
    expect(await within(topDialog()).findByText('No puede iniciar ni terminar con espacios')).toBeInTheDocument();
    // The number control keeps the value within its bounds: the maximum and one past it both end at the maximum.
    for (const typed of [LIMITS.catalogues.attentionHoursMax, LIMITS.catalogues.attentionHoursMax + 1]) {
      await userEvent.clear(dialogField(/^Tiempo de atención/));
      await userEvent.type(dialogField(/^Tiempo de atención/), `${typed}{Tab}`);
      await waitFor(() => expect(dialogField(/^Tiempo de atención/)).toHaveAttribute('aria-valuenow', String(LIMITS.catalogues.attentionHoursMax)));
    }

    await enterInDialog(/^Nombre/, 'Urgente <b>');
    await save();
    expect(await within(topDialog()).findByText(/Solo se permiten letras/)).toBeInTheDocument();

    // The input stops at the limit: the 151st character never arrives.
    await enterInDialog(/^Nombre/, 'a'.repeat(LIMITS.generalTextMax + 1));
    expect(dialogField(/^Nombre/)).toHaveValue('a'.repeat(LIMITS.generalTextMax));
    expect(sandbox.store.clientPriorities.size).toBe(before);
  }, 60_000);

  it('UnitsMeasurement: takes a unit\'s name with its superscripts and symbols, and names the symbols it allows', async () => {
    renderScreen({ route: '/UnitsMeasurement', as: { sandbox, role: 'ADM' } });
    await gridRows(i18n.t('routes.catalog_UnitsMeasurement'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Abreviatura/, 'm²');
    await enterInDialog(/^Nombre/, 'Metro² @');
    await save();
    expect(await within(topDialog()).findByText(i18n.t('validation.allowedCharactersAnd', { symbols: [...ALSO_ALLOWED.unitOfMeasure].join(' ') }))).toBeInTheDocument();

    await enterInDialog(/^Nombre/, `m² ${ALSO_ALLOWED.unitOfMeasure}`);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf('UnitsMeasurement').some((r) => r.name === `m² ${ALSO_ALLOWED.unitOfMeasure}`)).toBe(true);
  }, 60_000);

  it('a catalogue other than units refuses the unit symbols in a name, and takes letters of any script', async () => {
    const schema = catalogueSchema(CATALOGUES.impact.fields);
    const nameError = (name: string) => schema.validateAt('name', { name }).then(() => null, (e: Error) => e.message);
    for (const symbol of ALSO_ALLOWED.unitOfMeasure) expect(await nameError(`Alto ${symbol}`)).toBe('validation.allowedCharacters');
    expect(await nameError('Высокий 2²')).toBeNull();
  });

  it('offers no create, edit, disable or delete to a user who may only search', async () => {
    renderScreen({ route: '/impact', as: { sandbox, role: 'SUP' } });
    const rows = await gridRows('Impacto');
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    // The exports stay: searching is all they need.
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  }, 60_000);

  it('opens on the last search of the route', async () => {
    const first = renderScreen({ route: '/urgency', as: { sandbox, role: 'ADM' } });
    await gridRows('Urgencia');
    await choose(/^Estado/, 'Inactivos');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const disabled = rowsOf('urgency').filter((r) => !r.enabled);
    await waitFor(async () => expect(await gridRows('Urgencia')).toHaveLength(disabled.length || 1));
    first.unmount();

    renderScreen({ route: '/urgency', as: { sandbox, role: 'ADM' } });
    await waitFor(async () => expect(await gridRows('Urgencia')).toHaveLength(disabled.length || 1));
    expect(field(/^Estado/).closest('.p-dropdown')).toHaveTextContent('Inactivos');
  }, 60_000);
});
