import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { ticketExpenses } from '../../../../test/sandbox/reports/expenses';
import { appClock } from '../../../shared/time/clock';

const sandbox = setupSandbox();
beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));

/** The expenses of the last 30 days, today included, newest first. */
function lastMonthExpenses() {
  const from = DateTime.fromJSDate(sandbox.store.now).startOf('day').minus({ days: 29 }).toMillis();
  return ticketExpenses(sandbox.store)
    .filter((e) => Date.parse(`${e.expenseDate}Z`) >= from)
    .sort((a, b) => b.expenseDate.localeCompare(a.expenseDate) || b.expenseId - a.expenseId);
}
const money = (amount: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' }).format(amount);

describe('expense report', () => {
  it('lists the expenses of the last 30 days with their kinds in words, their total, and the amount per code', async () => {
    const expenses = lastMonthExpenses();
    renderScreen({ route: '/expenseReport', as: { sandbox, role: 'SUP' } });
    await waitFor(async () => {
      const rows = await gridRows('Reporte de gastos');
      expect(rows.map((r) => Number(within(r).getAllByRole('cell')[2]!.textContent))).toEqual(expenses.slice(0, 25).map((e) => e.ticketId));
    });
    const first = (await gridRows('Reporte de gastos'))[0]!;
    expect(first).toHaveTextContent({ Expense: 'Gasto', Fuel: 'Combustible', Tag: 'TAG' }[expenses[0]!.kind]);
    expect(first).toHaveTextContent(expenses[0]!.codeName);
    const cents = expenses.reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
    expect(await screen.findByText(`Costo total del periodo: ${money(cents / 100, 'es-MX')}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver los datos en una tabla' }));
    const codes = within(screen.getByRole('table', { name: 'Importe por código' })).getAllByRole('row').slice(1).map((row) => row.children[0]!.textContent);
    expect(new Set(codes)).toEqual(new Set(expenses.map((e) => e.codeName)));
  }, 60_000);

  it('speaks English', async () => {
    renderScreen({ route: '/expenseReport', language: 'en', as: { sandbox, role: 'SUP' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Expense report' })).toBeInTheDocument();
    expect(await screen.findByText(/^Total cost of the period: /)).toBeInTheDocument();
  }, 60_000);
});
