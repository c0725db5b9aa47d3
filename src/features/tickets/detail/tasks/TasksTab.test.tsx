import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TicketTask } from '../../../../api/tags/ticket';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { tasksOf } from '../../../../../test/sandbox/ticket/tasks';

const sandbox = setupSandbox();

const TICKET = 100001;

const task = (overrides: Partial<TicketTask>): TicketTask => ({
  id: 1, name: 'Diagnóstico del equipo', statusName: 'Terminada', typeName: 'Diagnóstico', priorityName: 'Alta', ownerFullName: 'Andrea Salinas Ruiz',
  groupName: 'Campo', scheduledStartDate: '2026-11-18T15:00:00', scheduledEndDate: '2026-11-18T17:00:00', actualStartDate: '2026-11-18T15:10:00',
  actualEndDate: '2026-11-18T17:40:00', effortDays: 1, effortHours: 2, effortMinutes: 30, progressPercent: 100, description: null, ...overrides,
});

const open = () => renderScreen({ route: `/requirement/detail/${TICKET}/tasks`, as: { sandbox, role: 'DIS' } });

describe('tasks tab', () => {
  it("lists the ticket's tasks in scheduled order", async () => {
    tasksOf(sandbox.store).set(TICKET, [
      task({ id: 2, name: 'Pruebas con el cliente', statusName: 'Pendiente', scheduledStartDate: '2026-11-19T09:00:00', scheduledEndDate: '2026-11-19T10:00:00', actualStartDate: null, actualEndDate: null, effortDays: 0, effortHours: 0, effortMinutes: 0, progressPercent: 0, priorityName: null }),
      task({ id: 1 }),
    ]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/:ticketId/Tasks', () => held));
    open();
    // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
    expect(await screen.findByText('Cargando tareas…', {}, { timeout: 45_000 })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'Tareas del ticket' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Diagnóstico del equipo');
    expect(rows[0]).toHaveTextContent('Terminada');
    expect(rows[0]).toHaveTextContent('Andrea Salinas Ruiz');
    expect(rows[0]).toHaveTextContent('1 d 2 h 30 min');
    expect(within(rows[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(rows[1]).toHaveTextContent('Pruebas con el cliente');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(rows[1]).toHaveTextContent('--- a ---');
  });

  it('says when the ticket has no tasks', async () => {
    tasksOf(sandbox.store).set(TICKET, []);
    open();
    expect(await screen.findByText('El ticket no tiene tareas')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    tasksOf(sandbox.store).set(TICKET, []);
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/Tasks', () => HttpResponse.json({ success: false, message: 'Tareas no disponibles', detail: null }, { status: 500 })),
    );
    open();
    expect(await screen.findByText('Tareas no disponibles')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El ticket no tiene tareas')).toBeInTheDocument();
  });
});
