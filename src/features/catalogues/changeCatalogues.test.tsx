import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeStatuses, changeTypes } from '../../../test/sandbox/process/changeCatalogs';
import { callApi } from '../../../test/setup/callApi';
import { enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });
const CATALOG = '/catalog/api/v1';
const search = { text: null, enabled: null, pageNumber: 1, pageSize: 25, isExport: false };

describe('change management catalogues (changeTypes, admin/stagesAndStatuses, statesOfChange, admin/statusesOfTasks)', () => {
  it('creates a pre-approved change type, which the change form\'s list then carries', async () => {
    renderScreen({ route: '/changeTypes', as: { sandbox, role: 'ADM' } });
    await gridRows('Tipos de cambio');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'Reinicio programado');
    await userEvent.click(within(topDialog()).getByRole('checkbox', { name: 'Preaprobado' }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect([...changeTypes(sandbox.store).values()].find((t) => t.name === 'Reinicio programado')).toMatchObject({ preApproved: true, enabled: true }));
    const listed = await callApi(sandbox, 'GET', `${CATALOG}/ChangeType`, { as: 'DIS', query: { onlyEnabled: true } });
    expect((listed.body.data as { name: string; preApproved: boolean }[]).find((t) => t.name === 'Reinicio programado')?.preApproved).toBe(true);
  }, 60_000);

  it('shows the stages with the statuses beside them', async () => {
    renderScreen({ route: '/admin/stagesAndStatuses', as: { sandbox, role: 'ADM' } });
    expect((await gridRows('Etapas y estatus'))[0]).toHaveTextContent('Planeación');
    await userEvent.click(screen.getByRole('link', { name: 'Estados de cambio' }));
    expect((await gridRows('Estados de cambio'))[0]).toHaveTextContent(changeStatuses(sandbox.store).get(1)!.name);
  }, 60_000);

  it('refuses each family to whom lacks its permission (403), and the screens send them to forbidden', async () => {
    const refused = await Promise.all([
      callApi(sandbox, 'POST', `${CATALOG}/ChangeType/GeneralSearch`, { as: 'DIS', body: search }),
      callApi(sandbox, 'POST', `${CATALOG}/ChangeStageStatus/Stage`, { as: 'SUP', body: { name: 'Etapa', description: null, enabled: true } }),
      callApi(sandbox, 'POST', `${CATALOG}/ChangeStageStatus/Status/GeneralSearch`, { as: 'ENG', body: search }),
      callApi(sandbox, 'POST', `${CATALOG}/TaskStatus`, { as: 'ENG', body: { name: 'Bloqueada', description: null, enabled: true } }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const view = renderScreen({ route: '/admin/statusesOfTasks', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/forbidden'));
  }, 60_000);
});
