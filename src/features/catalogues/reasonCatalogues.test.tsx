import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, dropdownOptions } from '../../../test/setup/formActions';
import { enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { REASON_FAMILIES } from './reasonCatalogues';
import { reasonOrigins, reasons, reasonTypes } from '../../../test/sandbox/catalog/reasonState';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 20 });

const dialog = topDialog;
const input = (label: RegExp) => within(dialog()).getByLabelText(label);
const enter = enterInDialog;
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const originsOf = (typeId: number) => [...reasonOrigins(sandbox.store).values()].filter((o) => o.reasonTypeId === typeId).map((o) => o.name);

/** Leaves the signed-in administrator without the given permissions. */
function withoutPermissions(...names: string[]) {
  const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
  const all = sandbox.store.permissionsOf(adm);
  sandbox.store.permissionsOf = () => new Set([...all].filter((p) => !names.includes(p)));
}

describe('reasons', () => {
  it('offers the origins of the chosen reason type only, asks for the type first, and empties the origin when the type changes', async () => {
    renderScreen({ route: '/reasons', as: { sandbox, role: 'ADM' } });
    await gridRows('Motivos');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(within(dialog()).getByLabelText(/^Origen/).closest('.p-dropdown')).toHaveTextContent('Elija primero: Tipo de motivo');

    await choose(/^Tipo de motivo/, reasonTypes(sandbox.store).get(2)!.name, dialog());
    const offered = await dropdownOptions(/^Origen/, dialog());
    expect(offered.map((o) => o.getAttribute('aria-label'))).toEqual(originsOf(2));
    await userEvent.click(offered[0]!);
    await choose(/^Tipo de motivo/, reasonTypes(sandbox.store).get(1)!.name, dialog());
    await waitFor(() => expect(within(dialog()).getByLabelText(/^Origen/).closest('.p-dropdown')).not.toHaveTextContent(originsOf(2)[0]!));

    await enter(/^Nombre/, 'Cliente sin presupuesto');
    await save();
    expect(await within(dialog()).findByText(es.t('validation.required'))).toBeInTheDocument();
    await choose(/^Origen/, originsOf(1)[0]!, dialog());
    await save();
    await closed();
    expect([...reasons(sandbox.store).values()].find((r) => r.name === 'Cliente sin presupuesto')).toMatchObject({ reasonTypeId: 1, originId: 1 });
    const row = (await gridRows('Motivos')).find((r) => r.textContent?.includes('Cliente sin presupuesto'));
    expect(row).toHaveTextContent(reasonTypes(sandbox.store).get(1)!.name);
    expect(row).toHaveTextContent(originsOf(1)[0]!);
  }, 90_000);

  it('takes a name up to the general text limit and no character more', async () => {
    renderScreen({ route: '/reasons', as: { sandbox, role: 'ADM' } });
    await gridRows('Motivos');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Sitio cerrado' }));
    await enter(/^Nombre/, 'm'.repeat(LIMITS.generalTextMax + 1));
    expect(input(/^Nombre/)).toHaveValue('m'.repeat(LIMITS.generalTextMax));
    await save();
    await closed();
    expect(reasons(sandbox.store).get(1)!.name).toBe('m'.repeat(LIMITS.generalTextMax));
  }, 60_000);

  it('keeps what was typed and shows the service refusal of a duplicate name', async () => {
    renderScreen({ route: '/reasons', as: { sandbox, role: 'ADM' } });
    await gridRows('Motivos');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enter(/^Nombre/, 'Sitio cerrado');
    await choose(/^Tipo de motivo/, reasonTypes(sandbox.store).get(1)!.name, dialog());
    await choose(/^Origen/, originsOf(1)[1]!, dialog());
    await save();
    expect(await within(dialog()).findByText('Ya existe un motivo con ese nombre')).toBeInTheDocument();
    expect(input(/^Nombre/)).toHaveValue('Sitio cerrado');
  }, 60_000);
});

describe('reason families', () => {
  it.each(Object.keys(REASON_FAMILIES))('%s: reached from the reasons route, lists its entries and adds one', async (id) => {
    renderScreen({ route: '/reasons', as: { sandbox, role: 'ADM' } });
    await gridRows('Motivos');
    const title = es.t(`catalogues.families.${id}`);
    await userEvent.click(screen.getByRole('link', { name: title }));
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect((await gridRows(title)).length).toBeGreaterThan(0);
    // The family's link parameter is the page's, not a grid filter the link failed to apply.
    expect(screen.queryByText(/no se aplicó/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enter(/^Nombre/, 'Motivo de prueba');
    await save();
    await closed();
    await waitFor(async () => expect((await gridRows(title)).some((r) => r.textContent?.includes('Motivo de prueba'))).toBe(true));
  }, 60_000);

  it('shows a reason type in use with the service\'s refusal to delete it', async () => {
    renderScreen({ route: '/reasons?family=reasonType', as: { sandbox, role: 'ADM' } });
    const type = reasonTypes(sandbox.store).get(2)!;
    await gridRows('Tipos de motivo');
    await userEvent.click(screen.getByRole('button', { name: `Eliminar ${type.name}` }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    const used = [...reasons(sandbox.store).values()].filter((r) => r.reasonTypeId === 2).length;
    expect(await screen.findByText(`El tipo de motivo ${type.name} está asignado a ${used} motivos y no se puede eliminar`)).toBeInTheDocument();
    expect(reasonTypes(sandbox.store).has(2)).toBe(true);
  }, 60_000);

  it('tells a user without a family\'s search permission so, and offers no add without its create permission', async () => {
    withoutPermissions('CatalogScheduledReasonSearch', 'CatalogCancelationReasonCreate');
    renderScreen({ route: '/reasons?family=scheduledReason', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByText(/^Su usuario no tiene permiso para consultar Motivos de programación/)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('link', { name: 'Motivos de cancelación' }));
    await gridRows('Motivos de cancelación');
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
  }, 60_000);

  it('names the route and its families in English', async () => {
    const adm = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    adm.langId = 2;
    renderScreen({ route: '/reasons', language: 'en', as: { sandbox, role: 'ADM' } });
    await gridRows('Reasons');
    for (const name of ['Reason types', 'Cancellation reasons', 'Pending reasons', 'Scheduled reasons', 'Pending-serie reasons', 'Irreparable reasons']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(dialog()).getByLabelText(/^Origin/).closest('.p-dropdown')).toHaveTextContent('Choose first: Reason type');
  }, 60_000);
});
