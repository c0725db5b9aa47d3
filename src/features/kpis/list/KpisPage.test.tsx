import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightOf } from '../../../../test/sandbox/insight/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
const { cycleDaysMax, parameterFilterMinLength } = LIMITS.kpis;

const open = (language: 'es' | 'en' = 'es') => renderScreen({ route: '/kpis', language, as: { sandbox, role: 'ADM' } });
const kpiRows = () => gridRows('KPIs', 45_000);
const parameterTable = () => screen.getByRole('table', { name: 'Parámetros de los grupos' });
const parameterSearch = () => screen.getByRole('search', { name: 'Buscar parámetros' });
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const seededNames = () => [...insightOf(sandbox.store).kpis.values()].map((k) => k.name);

/** Number inputs take typing, not a paste. */
async function typeNumber(label: RegExp, value: number) {
  await userEvent.clear(dialogField(label));
  await userEvent.type(dialogField(label), `${value}{Tab}`);
}

async function fillNew(name: string, cycleDays: number, formula: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Nuevo KPI' }));
  await choose(/^Grupo/, 'Calidad', topDialog());
  await enterInDialog(/^Categoría/, 'Servicio');
  await enterInDialog(/^Nombre/, name);
  await typeNumber(/^Ciclo/, cycleDays);
  await enterInDialog(/^Fórmula/, formula);
  await typeNumber(/^Máximo de verde/, 50);
  await typeNumber(/^Máximo de ámbar/, 75);
}

describe('KPIs (kpis)', () => {
  it('lists the KPIs and asks the parameter filter for 4 characters: 3 refused, 4 searched', async () => {
    open();
    const rows = await kpiRows();
    expect(rows).toHaveLength(seededNames().length);
    expect(rows.map((r) => r.textContent).join(' ')).toContain('CANCELLED / TOTAL * 100');
    await waitFor(() => expect(within(parameterTable()).getAllByRole('row')).toHaveLength(insightOf(sandbox.store).parameters.length + 1));

    const text = within(parameterSearch()).getByLabelText(/^Nombre, código/);
    await userEvent.type(text, `${'cerrados'.slice(0, parameterFilterMinLength - 1)}{Enter}`);
    expect(await screen.findByText(`Escriba al menos ${parameterFilterMinLength} caracteres para buscar`)).toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.type(text, `${'cerrados'.slice(0, parameterFilterMinLength)}{Enter}`);
    await waitFor(() => expect(within(parameterTable()).getAllByRole('row')).toHaveLength(2));
    expect(within(parameterTable()).getAllByRole('row')[1]).toHaveTextContent('CLOSED');
  }, 60_000);

  it('points at an unknown code as the formula is typed, refuses a cycle of 31 and saves one of 30', async () => {
    open();
    await kpiRows();
    await fillNew('Reaperturas', cycleDaysMax + 1, 'CLOSED / TOTALS');
    expect(within(topDialog()).getByText('El código TOTALS no es un parámetro (carácter 10)')).toBeInTheDocument();
    await enterInDialog(/^Fórmula/, 'CLOSED / TOTAL * 100');
    expect(within(topDialog()).queryByText(/no es un parámetro/)).not.toBeInTheDocument();
    await save();
    expect(await within(topDialog()).findByText(`El ciclo debe ser de 1 a ${cycleDaysMax} días`)).toBeInTheDocument();

    await typeNumber(/^Ciclo/, cycleDaysMax);
    await save();
    await waitFor(() => expect(seededNames()).toContain('Reaperturas'));
    const saved = [...insightOf(sandbox.store).kpis.values()].find((k) => k.name === 'Reaperturas')!;
    expect(saved).toMatchObject({ kpiGroupId: 3, cycleDays: cycleDaysMax, formula: 'CLOSED / TOTAL * 100', greenMax: 50, amberMax: 75 });
  }, 60_000);

  it('charts a KPI’s results over its bands, with each value’s band in the table', async () => {
    open();
    await kpiRows();
    await userEvent.click(screen.getByRole('button', { name: 'Resultados de Tasa de cancelación' }));
    expect(await screen.findByRole('img', { name: 'Tasa de cancelación por ciclo' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Ver los datos en una tabla' }));
    const table = within(topDialog()).getByRole('table');
    expect(within(table).getAllByText(/Verde|Ámbar|Rojo/).length).toBeGreaterThan(0);
  }, 60_000);

  it('speaks English', async () => {
    open('en');
    await gridRows('KPIs', 45_000);
    expect(screen.getByRole('table', { name: 'The groups’ parameters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New KPI' })).toBeInTheDocument();
  }, 60_000);
});
