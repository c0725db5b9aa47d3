import type { ExpenseKind, ExpenseReportRow, ReportBreakdown } from '../../../src/api/tags/ticketReports';
import { expenseCodes, fuelCodes, tagCodes, type CodeRecord } from '../catalog/codeReplace';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, UserRecord } from '../store/types';
import { inScope, scopeOf } from '../ticket/access';
import { wireMs, type ReportWindow } from './range';

/** An expense an engineer recorded on a ticket they attended: a code of one of the three code catalogues and its amount. */
export interface ExpenseRecord {
  expenseId: number;
  ticketId: number;
  kind: ExpenseKind;
  code: string;
  codeName: string;
  amount: number;
  expenseDate: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The ticket service's expenses, seeded on first use: up to three per attended ticket (attendDate set), each with an
 * enabled code of the expense, fuel or TAG catalogue as it was then, on the day of the attention or the next.
 */
export const ticketExpenses = serviceState('ticket', 'expenses', (store): ExpenseRecord[] => {
  const rnd = new Random(store.seed + 36);
  const enabled = (codes: Map<number, CodeRecord>) => [...codes.values()].filter((c) => c.enabled);
  const catalogues: [ExpenseKind, CodeRecord[]][] = [['Expense', enabled(expenseCodes(store))], ['Fuel', enabled(fuelCodes(store))], ['Tag', enabled(tagCodes(store))]];
  const expenses: ExpenseRecord[] = [];
  for (const t of store.tickets.values()) {
    if (t.attendDate === null) continue;
    const count = rnd.int(0, 3);
    for (let i = 0; i < count; i++) {
      const [kind, codes] = rnd.pick(catalogues);
      const code = rnd.pick(codes);
      expenses.push({
        expenseId: expenses.length + 1, ticketId: t.ticketId, kind, code: code.code, codeName: code.name,
        amount: round2(50 + rnd.next() * 4950), expenseDate: utc(new Date(wireMs(t.attendDate) + rnd.int(0, 30) * 3_600_000)),
      });
    }
  }
  return expenses;
});

/** The expenses of the window (by their date) on tickets the caller may see of the window's client, newest first. */
export function expensesInWindow(store: SandboxStore, user: UserRecord, window: ReportWindow): ExpenseRecord[] {
  const scope = scopeOf(user);
  return ticketExpenses(store)
    .filter((e) => {
      const at = wireMs(e.expenseDate);
      const t = store.tickets.get(e.ticketId);
      return at >= window.from && at < window.to && t !== undefined && inScope(scope, t) && (window.clientId === null || t.clientId === window.clientId);
    })
    .sort((a, b) => b.expenseDate.localeCompare(a.expenseDate) || b.expenseId - a.expenseId);
}

export function toExpenseRow(store: SandboxStore, e: ExpenseRecord): ExpenseReportRow {
  const t = store.tickets.get(e.ticketId)!;
  const engineer = t.assignedEngineerId === null ? null : store.users.get(t.assignedEngineerId);
  return {
    expenseId: e.expenseId, ticketId: e.ticketId, clientName: store.clients.get(t.clientId)?.name ?? '',
    locationName: store.locations.get(t.locationId)?.name ?? '', engineerFullName: engineer?.fullName ?? null,
    kind: e.kind, code: e.code, codeName: e.codeName, amount: e.amount, expenseDate: e.expenseDate,
  };
}

export const totalOf = (expenses: readonly ExpenseRecord[]) => round2(expenses.reduce((sum, e) => sum + e.amount, 0));

const KIND_ORDER: ExpenseKind[] = ['Expense', 'Fuel', 'Tag'];

/** The amount per code (key kind:code), by kind then code. */
export function expenseTotalsByCode(expenses: readonly ExpenseRecord[]): ReportBreakdown {
  const totals = new Map<string, { kind: ExpenseKind; code: string; label: string; amount: number }>();
  for (const e of expenses) {
    const key = `${e.kind}:${e.code}`;
    const row = totals.get(key) ?? { kind: e.kind, code: e.code, label: e.codeName, amount: 0 };
    row.amount += e.amount;
    totals.set(key, row);
  }
  const rows = [...totals.entries()]
    .sort(([, a], [, b]) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.code.localeCompare(b.code))
    .map(([key, row]) => ({ key, label: row.label, values: [round2(row.amount)] }));
  return { series: ['amount'], rows };
}
