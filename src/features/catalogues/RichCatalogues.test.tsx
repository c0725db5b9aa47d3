import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePng } from '../../../test/sandbox/filestorage/bytes';
import { choose } from '../../../test/setup/formActions';
import { enterInDialog, gridRows } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { CATALOGUES } from './catalogues';
import { brandClients, currencies, productModelLogos, productModels, reparationTypes } from '../../../test/sandbox/catalog/richState';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 100 });

const dialog = (name?: string | RegExp) => (name ? screen.getByRole('dialog', { name }) : screen.getAllByRole('dialog').at(-1)!);
const input = (label: RegExp) => within(dialog()).getByLabelText(label);
const enter = enterInDialog;
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A PNG of exactly `size` bytes (a real header, then padding), as a chosen file. */
function pngOf(size: number, name = 'logo.png') {
  const bytes = new Uint8Array(size);
  bytes.set(makePng(8, 8, [200, 30, 30]));
  return new File([bytes], name, { type: 'image/png' });
}

describe('currency', () => {
  const iso = LIMITS.catalogues.currencyIsoLength;

  it('takes an ISO code of exactly its length in letters, and says why otherwise', async () => {
    renderScreen({ route: '/currency', as: { sandbox, role: 'ADM' } });
    await gridRows('Monedas');
    const before = currencies(sandbox.store).size;
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enter(/^Nombre/, 'Sol peruano');
    await enter(/^Código ISO/, 'P'.repeat(iso - 1));
    await save();
    expect(await within(dialog()).findByText(es.t('validation.minLength', { min: iso }))).toBeInTheDocument();
    // The input stops at the length: one more letter never arrives.
    await enter(/^Código ISO/, 'P'.repeat(iso + 1));
    expect(input(/^Código ISO/)).toHaveValue('P'.repeat(iso));
    await enter(/^Código ISO/, '1'.repeat(iso));
    await save();
    expect(await within(dialog()).findByText('Solo se permiten letras')).toBeInTheDocument();
    expect(currencies(sandbox.store).size).toBe(before);

    await enter(/^Código ISO/, 'pen');
    await save();
    await closed();
    expect([...currencies(sandbox.store).values()].find((c) => c.name === 'Sol peruano')).toMatchObject({ isoCode: 'PEN' });
    expect(await screen.findByRole('cell', { name: 'PEN' })).toBeInTheDocument();
  }, 60_000);
});

describe('product model', () => {
  it('takes a value up to its limit and a logo up to 2 MB, refusing one byte more before sending it', async () => {
    renderScreen({ route: '/model', as: { sandbox, role: 'ADM' } });
    await gridRows('Modelos');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await choose(/^Marca/, 'PAX', dialog());
    await enter(/^Nombre/, 'A930');
    await enter(/^Valor/, 'V'.repeat(LIMITS.catalogues.modelValueMax + 1));
    expect(input(/^Valor/)).toHaveValue('V'.repeat(LIMITS.catalogues.modelValueMax));

    await userEvent.upload(input(/^Logo/), pngOf(LIMITS.catalogues.modelLogoMaxBytes + 1));
    await save();
    expect(await within(dialog()).findByText('El archivo excede el tamaño máximo de 2 MB')).toBeInTheDocument();
    expect([...productModels(sandbox.store).values()].some((m) => m.name === 'A930')).toBe(false);

    await userEvent.upload(input(/^Logo/), pngOf(LIMITS.catalogues.modelLogoMaxBytes));
    await save();
    await closed();
    const created = [...productModels(sandbox.store).values()].find((m) => m.name === 'A930')!;
    expect(created).toMatchObject({ brandId: 3, value: 'V'.repeat(LIMITS.catalogues.modelValueMax) });
    await waitFor(() => expect(productModelLogos(sandbox.store).get(created.id)?.fileName).toBe('logo.png'));
    expect(await screen.findByRole('cell', { name: 'logo.png' })).toBeInTheDocument();

    // Removing the stored logo goes through the file storage too.
    await userEvent.click(screen.getByRole('button', { name: 'Editar A930' }));
    await userEvent.click(input(/Quitar el archivo actual \(logo\.png\)/));
    await save();
    await waitFor(() => expect(productModelLogos(sandbox.store).has(created.id)).toBe(false));
  }, 90_000);
});

describe('brand', () => {
  it('lists a brand\'s models and clients, and adds a model under it', async () => {
    renderScreen({ route: '/brand', as: { sandbox, role: 'ADM' } });
    await gridRows('Marcas');
    await userEvent.click(screen.getByRole('button', { name: 'Modelos de Verifone' }));
    const models = within(dialog('Modelos de Verifone')).getByRole('table', { name: 'Modelos de Verifone' });
    await waitFor(() => expect(within(models).getByRole('cell', { name: 'VX520' })).toBeInTheDocument());

    await userEvent.click(within(dialog('Modelos de Verifone')).getByRole('button', { name: 'Agregar modelo' }));
    expect(within(dialog()).queryByLabelText(/^Marca/)).not.toBeInTheDocument();
    await enter(/^Nombre/, 'Carbon 10');
    await enter(/^Valor/, 'C10');
    await save();
    await waitFor(() => expect(within(models).getByRole('cell', { name: 'Carbon 10' })).toBeInTheDocument());
    expect([...productModels(sandbox.store).values()].find((m) => m.name === 'Carbon 10')).toMatchObject({ brandId: 2, value: 'C10' });
    await userEvent.click(within(dialog('Modelos de Verifone')).getByRole('button', { name: 'Cerrar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clientes de Verifone' }));
    const clients = within(dialog('Clientes de Verifone')).getByRole('table');
    for (const id of brandClients(sandbox.store).get(2)!) {
      expect(await within(clients).findByRole('cell', { name: sandbox.store.clients.get(id)!.name })).toBeInTheDocument();
    }
  }, 60_000);

  it('shows the child lists to a user who may only search, without the add', async () => {
    const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    const all = sandbox.store.permissionsOf(adm);
    sandbox.store.permissionsOf = () => new Set([...all].filter((p) => !p.endsWith('Create')));
    renderScreen({ route: '/brand', as: { sandbox, role: 'ADM' } });
    await gridRows('Marcas');
    expect(screen.queryByRole('button', { name: 'Editar Verifone' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modelos de Verifone' }));
    expect(await within(dialog()).findByRole('cell', { name: 'VX520' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Agregar modelo' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('status', () => {
  it('shows each status on its colour, and a changed colour at once', async () => {
    renderScreen({ route: '/status', as: { sandbox, role: 'ADM' } });
    const status = sandbox.store.statuses.get(4)!;
    const rows = await gridRows('Estatus de tickets');
    const chip = () => within(rows.find((r) => r.textContent?.includes(status.name))!).getAllByText(status.name).find((e) => e.tagName === 'SPAN')!;
    expect(chip()).toHaveStyle({ background: status.hexColor });

    await userEvent.click(screen.getByRole('button', { name: `Editar ${status.name}` }));
    await enter(/^Color/, '#123ABC');
    await save();
    await closed();
    await waitFor(async () => {
      const again = await gridRows('Estatus de tickets');
      const cell = within(again.find((r) => r.textContent?.includes(status.name))!).getAllByText(status.name).find((e) => e.tagName === 'SPAN')!;
      expect(cell).toHaveStyle({ background: '#123ABC' });
    });
    expect(sandbox.store.statuses.get(4)!.hexColor).toBe('#123ABC');
  }, 60_000);

  it('offers its actions for the status operations\' permissions (CatalogTicketStatus Create, Update, Delete), and not for CatalogStatusCreate', async () => {
    const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    const all = sandbox.store.permissionsOf(adm);
    const { create, update, delete: remove } = CATALOGUES.status.permissions;
    sandbox.store.permissionsOf = () => new Set([...[...all].filter((p) => ![create, update, remove].includes(p)), 'CatalogStatusCreate']);
    const { unmount } = renderScreen({ route: '/status', as: { sandbox, role: 'ADM' } });
    await gridRows('Estatus de tickets');
    const name = sandbox.store.statuses.get(4)!.name;
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Editar ${name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Eliminar ${name}` })).not.toBeInTheDocument();
    unmount();

    sandbox.store.permissionsOf = () => new Set([...all].filter((p) => p !== 'CatalogStatusCreate'));
    renderScreen({ route: '/status', as: { sandbox, role: 'ADM' } });
    await gridRows('Estatus de tickets');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  }, 60_000);

  it('offers "only the ticket flow\'s" once both a service type and a client are chosen', async () => {
    renderScreen({ route: '/status?family=flow', as: { sandbox, role: 'ADM' } });
    const flowOnly = await screen.findByRole('checkbox', { name: 'Solo los del flujo del ticket' });
    expect(flowOnly).toBeDisabled();
    await choose(/^Tipo de servicio/, sandbox.store.serviceTypes.get(9)!.name);
    expect(flowOnly).toBeDisabled();
    await choose(/^Cliente/, sandbox.store.clients.get(1)!.name);
    await waitFor(() => expect(flowOnly).toBeEnabled());
    await userEvent.click(flowOnly);
    expect(flowOnly).toBeChecked();
    expect(await screen.findByRole('list', { name: 'Estatus' })).toBeInTheDocument();
  }, 60_000);
});

describe('equipment and reparation types', () => {
  it('tells a user without the reparation-type permission so, and shows the catalogue to one with it', async () => {
    const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    const all = sandbox.store.permissionsOf(adm);
    sandbox.store.permissionsOf = () => new Set([...all].filter((p) => !p.startsWith('CatalogReparationType')));
    const view = renderScreen({ route: '/equipmentType', as: { sandbox, role: 'ADM' } });
    expect(await gridRows('Tipos de equipo')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Tipos de reparación' }));
    expect(await screen.findByText(/^Su usuario no tiene permiso para consultar Tipos de reparación/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Tipos de reparación' })).not.toBeInTheDocument();
    view.unmount();

    sandbox.store.permissionsOf = () => all;
    renderScreen({ route: '/equipmentType?family=reparationType', as: { sandbox, role: 'ADM' } });
    expect(await gridRows('Tipos de reparación')).toHaveLength(reparationTypes(sandbox.store).size);
    expect(screen.getByRole('link', { name: 'Tipos de reparación' })).toHaveAttribute('aria-current', 'page');
  }, 60_000);

  it('says it in English too', async () => {
    const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    const all = sandbox.store.permissionsOf(adm);
    sandbox.store.permissionsOf = () => new Set([...all].filter((p) => !p.startsWith('CatalogReparationType')));
    // The signed-in user's language is the app's.
    adm.langId = 2;
    renderScreen({ route: '/equipmentType?family=reparationType', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByText(/^Your user may not view Reparation types/)).toHaveAttribute('role', 'status');
  }, 60_000);
});

describe('project and projects', () => {
  it('project: takes a company name and a description up to their limits, and nothing past them', async () => {
    renderScreen({ route: '/project', as: { sandbox, role: 'ADM' } });
    await gridRows('Proyecto');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await choose(/^Cliente/, sandbox.store.clients.get(2)!.name, dialog());
    await enter(/^Nombre/, 'Renovación de terminales');
    await enter(/^Empresa/, 'e'.repeat(LIMITS.catalogues.companyNameMax + 1));
    expect(input(/^Empresa/)).toHaveValue('e'.repeat(LIMITS.catalogues.companyNameMax));
    await enter(/^Descripción/, 'd'.repeat(LIMITS.catalogues.projectDescriptionMax + 1));
    expect(input(/^Descripción/)).toHaveValue('d'.repeat(LIMITS.catalogues.projectDescriptionMax));
    await save();
    await closed();
    expect([...sandbox.store.projects.values()].find((p) => p.name === 'Renovación de terminales')).toMatchObject({
      clientId: 2, companyName: 'e'.repeat(LIMITS.catalogues.companyNameMax), description: 'd'.repeat(LIMITS.catalogues.projectDescriptionMax),
    });
  }, 60_000);

  it('projects: the same projects read only, each with its services', async () => {
    renderScreen({ route: '/projects', as: { sandbox, role: 'ADM' } });
    await gridRows('Proyectos');
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    const project = [...sandbox.store.projects.values()].sort((a, b) => a.id - b.id)[0]!;
    expect(screen.queryByRole('button', { name: `Editar ${project.name}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: `Servicios de ${project.name}` })[0]!);
    const service = [...sandbox.store.services.values()].find((s) => s.projectId === project.id)!;
    expect(await within(dialog()).findByRole('cell', { name: service.name })).toBeInTheDocument();
  }, 60_000);
});

describe('catalogue audit', () => {
  it('lists who changed which entry and when, and refuses a range that ends before it starts', async () => {
    const currencies = renderScreen({ route: '/currency', as: { sandbox, role: 'ADM' } });
    await gridRows('Monedas');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Euro' }));
    await enter(/^Nombre/, 'Euro europeo');
    await save();
    await closed();
    currencies.unmount();

    renderScreen({ route: '/catalogAudit', as: { sandbox, role: 'ADM' } });
    const [row] = await gridRows('Auditoría de catálogos');
    const admin = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    for (const text of [admin.fullName, 'Currencies', 'Euro europeo', 'Modificación']) expect(row).toHaveTextContent(text);

    await userEvent.type(screen.getByLabelText('Desde'), '2026-03-02');
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha «Hasta» no puede ser anterior a «Desde»');
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
  }, 60_000);

  it('picks any catalogue the service records, those outside the family list included (a project edited on its own operations)', async () => {
    const project = sandbox.store.projects.get(1)!;
    const projects = renderScreen({ route: '/project', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.catalog_project'));
    await userEvent.click(screen.getByRole('button', { name: `Editar ${project.name}` }));
    await enter(/^Nombre/, 'Proyecto auditado');
    await save();
    await closed();
    projects.unmount();

    renderScreen({ route: '/catalogAudit', as: { sandbox, role: 'ADM' } });
    await gridRows('Auditoría de catálogos');
    await choose(/^Catálogo/, 'InterventionCodes');
    await choose(/^Catálogo/, 'Projects');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect((await gridRows('Auditoría de catálogos')).map((r) => r.textContent)).toEqual([expect.stringContaining('Proyecto auditado')]));
  }, 60_000);
});
