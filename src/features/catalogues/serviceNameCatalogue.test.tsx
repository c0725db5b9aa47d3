import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceNames } from '../../../test/sandbox/catalog/serviceNames';
import { callApi } from '../../../test/setup/callApi';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox();
const MAX = LIMITS.clients.serviceNameMax;
const named = (name: string) => [...serviceNames(sandbox.store).values()].find((r) => r.name === name);

describe('serviceName: the catalogue of client service names', () => {
  it('takes a name at the limit; the input stops there, so one past never arrives', async () => {
    renderScreen({ route: '/serviceName', as: { sandbox, role: 'ADM' } });
    await gridRows('Servicios');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'S'.repeat(MAX + 1));
    expect(dialogField(/^Nombre/)).toHaveValue('S'.repeat(MAX));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(named('S'.repeat(MAX))?.enabled).toBe(true));
    expect(named('S'.repeat(MAX + 1))).toBeUndefined();
  }, 60_000);

  it('is refused past the limit by the service too (400)', async () => {
    const res = await callApi(sandbox, 'POST', '/catalog/api/v1/ServiceName', { as: 'ADM', body: { name: 'S'.repeat(MAX + 1), enabled: true } });
    expect(res.status).toBe(400);
    sandbox.violations.length = 0;
    const atLimit = await callApi(sandbox, 'POST', '/catalog/api/v1/ServiceName', { as: 'ADM', body: { name: 'N'.repeat(MAX), enabled: true } });
    expect(atLimit.status).toBe(200);
  });
});
