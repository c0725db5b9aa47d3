import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 100 });

const clientsOfStore = () => [...sandbox.store.clients.values()].filter((c) => c.enabled);
const articles = () => screen.getAllByRole('article');
const search = () => screen.findByRole('searchbox', { name: 'Buscar' });

describe('informativeModule/clients', () => {
  it('lists every client with its attention times and contacts, and its services on demand', async () => {
    renderScreen({ route: '/informativeModule/clients', as: { sandbox, role: 'DIS' } });
    await search();
    await screen.findAllByRole('article');
    expect(screen.getByRole('status')).toHaveTextContent(`${clientsOfStore().length} de ${clientsOfStore().length}`);
    const first = clientsOfStore().find((c) => c.id === 1)!;
    const entry = screen.getByRole('article', { name: `${first.name} (${first.number})` });
    const priority = [...sandbox.store.clientPriorities.values()].find((p) => p.clientId === 1 && p.enabled)!;
    expect(within(entry).getByText(`${priority.name}: ${priority.attentionHours} ${priority.attentionHours === 1 ? 'hora' : 'horas'}`)).toBeInTheDocument();
    // Users 6 and 7 (the client writer and reader) serve client 1: its contacts.
    expect(within(entry).getByRole('link', { name: sandbox.store.users.get(6)!.email })).toHaveAttribute('href', `mailto:${sandbox.store.users.get(6)!.email}`);

    const services = [...sandbox.store.services.values()].filter((s) => s.clientId === 1 && s.enabled);
    const toggle = within(entry).getByRole('button', { name: new RegExp(`^${services.length} servicios de`) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(entry).getByRole('table', { name: `Servicios de ${first.name}` });
    expect(within(table).getAllByRole('row')).toHaveLength(services.length + 1);
  }, 30_000);

  it('keeps the clients one of whose services holds every word, accents and capitals aside, and says when none does', async () => {
    renderScreen({ route: '/informativeModule/clients', as: { sandbox, role: 'DIS' } });
    const box = await search();
    await screen.findAllByRole('article');
    // "Impresora de tickets atascada" is a service of client 4 alone; typed in capitals with a stray accent.
    const owner = sandbox.store.clients.get(4)!;
    await userEvent.type(box, 'IMPRESORA ATASCÁDA');
    expect(articles().map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([`${owner.name} (${owner.number})`]);
    expect(screen.getByRole('status')).toHaveTextContent(`1 de ${clientsOfStore().length}`);

    await userEvent.clear(box);
    await userEvent.type(box, 'zafiro');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nada en el directorio contiene «zafiro».');
  }, 30_000);

  it('takes a search up to the shared text limit', async () => {
    renderScreen({ route: '/informativeModule/clients', as: { sandbox, role: 'DIS' } });
    const box = await search();
    await userEvent.click(box);
    await userEvent.paste('b'.repeat(LIMITS.generalTextMax + 1));
    expect(box).toHaveValue('b'.repeat(LIMITS.generalTextMax));
  }, 30_000);

  it('opens to a client reader, who sees only the clients assigned to them', async () => {
    renderScreen({ route: '/informativeModule/clients', as: { sandbox, role: 'CRE' } });
    await search();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(articles()[0]).toHaveAccessibleName(new RegExp(sandbox.store.clients.get(1)!.name));
  }, 30_000);

  it('says why the directory could not be read and reads it again on retry', async () => {
    let fail = true;
    sandbox.server.use(
      http.get('*/catalog/api/v1/Clients/Directory', () =>
        fail ? HttpResponse.json({ success: false, message: 'Servicio no disponible', detail: null }, { status: 503 }) : undefined,
      ),
    );
    renderScreen({ route: '/informativeModule/clients', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(clientsOfStore().length);
  }, 30_000);
});
