import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows, topDialog } from '../../../../test/setup/gridActions';
import { advanceClock } from '../../../../test/sandbox/clock';
import { GENERATION_MS, generatedReports } from '../../../../test/sandbox/reports/generatedReports';
import { utc } from '../../../../test/sandbox/store/random';
import { appClock, toIsoDay } from '../../../shared/time/clock';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));

const today = () => DateTime.fromJSDate(sandbox.store.now).startOf('day');
const MY_REPORTS = 'Mis reportes';
const statusCells = async () => (await gridRows(MY_REPORTS)).map((row) => within(row).getAllByRole('cell')[4]!.textContent);

describe('reports generated in the background', () => {
  it('requests a year of historical incidents from its report, and follows it to generated in "my reports"', async () => {
    const { router } = renderScreen({ route: '/incidentReports/historical', as: { sandbox, role: 'SUP' } });
    const form = await screen.findByRole('search', { name: 'Filtrar el reporte' });
    const oldest = today().minus(LIMITS.reports.oldest);
    fireEvent.change(within(form).getByLabelText(/^Desde/), { target: { value: toIsoDay(oldest.toJSDate()) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    await gridRows('Incidentes históricos');
    await userEvent.click(screen.getByRole('button', { name: 'Generar en segundo plano' }));
    expect(await screen.findByText(/^Reporte solicitado: se generará y enviará a su correo/)).toBeInTheDocument();
    const [record] = [...generatedReports(sandbox.store).values()];
    expect(record).toMatchObject({ reportTypeId: 2, dateFrom: utc(oldest.toJSDate()), dateTo: utc(today().plus({ days: 1 }).toJSDate()) });

    await act(() => router.navigate('/reports'));
    await waitFor(async () => expect(await statusCells()).toEqual(['Solicitado']));
    const row = (await gridRows(MY_REPORTS))[0]!;
    expect(row).toHaveTextContent('Incidentes históricos');
    expect(row).toHaveTextContent(`${oldest.toFormat('dd/MM/yyyy')} - ${today().toFormat('dd/MM/yyyy')}`);

    advanceClock(sandbox.store, GENERATION_MS.done);
    await act(() => router.navigate('/recidivists'));
    await act(() => router.navigate('/reports'));
    await waitFor(async () => expect(await statusCells()).toEqual(['Reporte generado y enviado a su correo']), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /^Cancelar el reporte/ })).not.toBeInTheDocument();
  }, 60_000);

  it('cancels a running report, which says so ("report cancelled by the user")', async () => {
    const range = { dateFrom: utc(today().minus({ days: 10 }).toJSDate()), dateTo: utc(today().plus({ days: 1 }).toJSDate()), clientId: null };
    const { body } = await callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport', { as: 'SUP', body: { reportTypeId: 4, ...range } });
    renderScreen({ route: '/reports', as: { sandbox, role: 'SUP' } });
    await waitFor(async () => expect(await statusCells()).toEqual(['Solicitado']));
    await userEvent.click(screen.getByRole('button', { name: `Cancelar el reporte #${body.data.id}` }));
    await userEvent.click(await within(await waitFor(topDialog)).findByRole('button', { name: 'Cancelar reporte' }));
    expect(await screen.findByText('Reporte cancelado por el usuario', { selector: '.p-toast *' })).toBeInTheDocument();
    await waitFor(async () => expect(await statusCells()).toEqual(['Cancelado por el usuario']));
  }, 60_000);
});
