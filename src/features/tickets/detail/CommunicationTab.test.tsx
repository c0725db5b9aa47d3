import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const TICKET = 100001;

function commentQueries(): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/TicketComments/GetByTicket')) bodies.push(await request.clone().json());
  });
  return bodies;
}

const open = () => renderScreen({ route: `/requirement/detail/${TICKET}/communication`, as: { sandbox, role: 'DIS' } });
const commentList = () => screen.findByRole('list', { name: 'Comentarios' });

describe('communication tab', () => {
  it('loads the comments newest first, internal ones included for an operator', async () => {
    const queries = commentQueries();
    const now = sandbox.store.now;
    const stamp = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString().slice(0, 19);
    sandbox.store.comments.push(
      { id: 900001, ticketId: TICKET, comment: 'Comentario antiguo', commentTypeId: null, isInternal: false, createdUserId: 2, createdDateTime: stamp(5) },
      { id: 900002, ticketId: TICKET, comment: 'Comentario reciente', commentTypeId: null, isInternal: true, createdUserId: 2, createdDateTime: stamp(1) },
    );
    open();
    const list = await commentList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(sandbox.store.comments.filter((c) => c.ticketId === TICKET).length);
    expect(items[0]).toHaveTextContent('Comentario reciente');
    expect(items[0]).toHaveTextContent('Interno');
    expect(items[0]!.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(items.findIndex((i) => i.textContent?.includes('Comentario reciente'))).toBeLessThan(items.findIndex((i) => i.textContent?.includes('Comentario antiguo')));
    expect(queries[0]).toEqual({ ticketId: TICKET, orderBy: 'CreatedDateTime', descending: true, excludeInternal: false, pageNumber: 1, pageSize: 10000 });
  });

  it('excludes internal comments for a client user', async () => {
    const queries = commentQueries();
    const writer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CWR')!;
    writer.clientIds = [sandbox.store.tickets.get(TICKET)!.clientId];
    renderScreen({ route: `/requirement/detail/${TICKET}/communication`, as: { sandbox, role: 'CWR' } });
    await commentList();
    expect(queries[0]).toMatchObject({ excludeInternal: true });
  });

  it('says when there are no comments', async () => {
    const others = sandbox.store.comments.filter((c) => c.ticketId !== TICKET);
    sandbox.store.comments.splice(0, sandbox.store.comments.length, ...others);
    open();
    expect(await screen.findByText('El ticket aún no tiene comentarios')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    sandbox.server.use(
      http.post('*/ticket/api/v1/TicketComments/GetByTicket', () =>
        HttpResponse.json({ success: false, message: 'Servicio de comentarios no disponible', detail: null }, { status: 500 }),
      ),
    );
    open();
    expect(await screen.findByText('Servicio de comentarios no disponible')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await commentList()).toBeInTheDocument();
  });

  it('validates the comment: required, no leading blank, counter up to 5000', async () => {
    open();
    await commentList();
    const field = screen.getByRole('textbox', { name: /^Comentario/ });
    expect(field).toHaveAttribute('maxlength', '5000');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comentario' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(field, ' hola');
    expect(await screen.findByText('No puede iniciar con un espacio')).toBeInTheDocument();
    expect(screen.getByText('5/5000')).toBeInTheDocument();
  });

  it('adds a comment: the list refreshes by tag and the form clears', async () => {
    const before = sandbox.store.comments.length;
    open();
    await commentList();
    const field = screen.getByRole('textbox', { name: /^Comentario/ });
    await userEvent.type(field, 'Se reemplazó el lector de tarjetas');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comentario' }));
    expect(await screen.findByText('Comentario agregado')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem')[0]).toHaveTextContent('Se reemplazó el lector de tarjetas'));
    expect(field).toHaveValue('');
    expect(sandbox.store.comments).toHaveLength(before + 1);
  });

  it('keeps the text when the comment cannot be added', async () => {
    sandbox.server.use(
      http.post('*/ticket/api/v1/TicketComments', () => HttpResponse.json({ success: false, message: 'Comentario rechazado', detail: null }, { status: 422 }), { once: true }),
    );
    open();
    await commentList();
    const field = screen.getByRole('textbox', { name: /^Comentario/ });
    await userEvent.type(field, 'Texto que no se pierde');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comentario' }));
    expect(await screen.findByText('No se pudo agregar el comentario')).toBeInTheDocument();
    expect(screen.getByText('Comentario rechazado')).toBeInTheDocument();
    expect(field).toHaveValue('Texto que no se pierde');
  });
});
