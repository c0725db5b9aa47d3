import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';

const sandbox = setupSandbox();

async function menuOf(role: 'ADM' | 'ENG', route = '/forbidden', language: 'es' | 'en' = 'es') {
  // The account's language wins over the browser's: the demo user's account carries it.
  for (const user of sandbox.store.users.values()) if (user.roleCode === role) user.langId = language === 'en' ? 2 : 1;
  const rendered = renderApp({ route, as: { sandbox, role }, language });
  const menu = await screen.findByRole('navigation', { name: language === 'es' ? 'Menú principal' : 'Main menu' });
  return { ...rendered, menu };
}

describe('side menu groups', () => {
  it('opens the group of the current screen and keeps the others folded', async () => {
    const { menu } = await menuOf('ADM', '/requirement/find');
    const tickets = await within(menu).findByRole('button', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Búsqueda de tickets' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Administración' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
  });

  it('unfolds and folds a group with its button', async () => {
    const { menu } = await menuOf('ADM');
    const admin = await within(menu).findByRole('button', { name: 'Administración' });
    await userEvent.click(admin);
    expect(admin).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await userEvent.click(admin);
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
  });
});

describe('command palette', () => {
  async function openPalette() {
    await userEvent.keyboard('{Control>}k{/Control}');
    return screen.findByRole('dialog', { name: /Ir a una pantalla|Go to a screen/ });
  }

  it('filters screens by name in the current language and opens the chosen one with Enter', async () => {
    const { menu, router } = await menuOf('ADM', '/forbidden', 'en');
    await within(menu).findByRole('button', { name: 'Tickets' });
    const palette = await openPalette();
    const search = within(palette).getByRole('combobox', { name: 'Screen name' });
    await userEvent.type(search, 'search');
    const found = within(palette).getAllByRole('option').map((o) => o.textContent);
    expect(found).toContain('Ticket searchTickets');
    expect(found.every((text) => /search/i.test(text!))).toBe(true);
    await userEvent.type(search, ' búsqueda');
    expect(within(palette).queryByRole('option')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'users');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/CreateAndConfigUser'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what is typed right after Ctrl+K, while the palette loads and opens, as its search', async () => {
    const { menu } = await menuOf('ADM');
    await within(menu).findByRole('button', { name: 'Tickets' });
    await userEvent.keyboard('{Control>}k{/Control}usuarioz{Backspace}s');
    const palette = await screen.findByRole('dialog', { name: 'Ir a una pantalla' });
    const search = within(palette).getByRole('combobox', { name: 'Nombre de la pantalla' });
    await waitFor(() => expect(search).toHaveValue('usuarios'));
    expect(search).toHaveFocus();
    await userEvent.type(search, ' de');
    expect(search).toHaveValue('usuarios de');
  });

  it('lists only the screens the user may open', async () => {
    const { menu } = await menuOf('ENG');
    await within(menu).findByRole('button', { name: 'Tickets' });
    const palette = await openPalette();
    const search = within(palette).getByRole('combobox', { name: 'Nombre de la pantalla' });
    await userEvent.type(search, 'usuarios');
    expect(within(palette).queryByRole('option')).not.toBeInTheDocument();
    expect(within(palette).getByRole('status')).toHaveTextContent('Ninguna pantalla coincide');
    await userEvent.clear(search);
    await userEvent.type(search, 'búsqueda de tickets');
    expect(within(palette).getByRole('option', { name: /Búsqueda de tickets/ })).toBeInTheDocument();
  });

  it('opens from the top bar, closes with Escape and gives the focus back', async () => {
    await menuOf('ADM');
    const opener = screen.getByRole('button', { name: 'Ir a una pantalla' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Ir a una pantalla' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('keyboard shortcuts list', () => {
  it('opens with ? outside a text field', async () => {
    await menuOf('ADM');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(within(dialog).getByRole('cell', { name: 'Buscar una pantalla por su nombre' })).toBeInTheDocument();
  });

  it('can have ? switched off, a choice kept on this browser; Ctrl+K and the top bar button still work', async () => {
    const first = await menuOf('ADM', '/forbidden', 'en');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const toggle = within(dialog).getByRole('switch', { name: 'Single-key shortcut (?)' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    await menuOf('ADM', '/forbidden', 'en');
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Go to a screen' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list stays in reach to switch ? back on.
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const again = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(again).getByRole('switch', { name: 'Single-key shortcut (?)' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('does not open while the user types ? in a field', async () => {
    await menuOf('ADM');
    await userEvent.click(screen.getByRole('button', { name: 'Ir a una pantalla' }));
    const search = await screen.findByRole('combobox', { name: 'Nombre de la pantalla' });
    await userEvent.type(search, '¿qué?');
    expect(search).toHaveValue('¿qué?');
    expect(screen.queryByRole('dialog', { name: 'Atajos de teclado' })).not.toBeInTheDocument();
  });
});
