import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { enter } from '../../../test/setup/formActions';
import { placeKey } from '../../../test/sandbox/inventory/ledger';
import { inventoryOf } from '../../../test/sandbox/inventory/state';
import { openTicketsOf, peopleInCharge, responsibleWarehouses } from '../../../test/sandbox/security/accountRules';
import { matchesText } from '../../../test/sandbox/security/common';
import { extraOf } from '../../../test/sandbox/security/state';
import es from '../../shared/i18n/es.json';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox();
const MIN = LIMITS.users.searchMinLength;

async function usersGrid() {
  const table = await screen.findByRole('table', { name: 'Usuarios' }, { timeout: 30_000 });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}
const searchBox = () => screen.getByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' });
const dialog = () => screen.getByRole('dialog');
async function search(text: string) {
  await userEvent.clear(searchBox());
  if (text) await userEvent.type(searchBox(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}
async function openMenuAction(name: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Más acciones para ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}
const users = () => [...sandbox.store.users.values()];
/** Picks an option of a dropdown of the open dialog (the filter above has a "Rol" too). */
async function choose(label: RegExp, option: string) {
  const combobox = within(dialog()).getByLabelText(label);
  await waitFor(() => expect(combobox.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
  await userEvent.click(combobox.closest('.p-dropdown')!);
  const match = await waitFor(() => {
    const found = screen.getAllByRole('option', { hidden: true }).find((o) => o.tagName === 'LI' && o.getAttribute('aria-label') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(match);
  await waitFor(() => expect(combobox.closest('.p-dropdown')).toHaveTextContent(option));
}

describe('CreateAndConfigUser', () => {
  it('refuses a search one character short of the minimum and searches at the minimum', async () => {
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    const target = users().find((u) => u.roleCode === 'ENG')!;
    const text = target.fullName.slice(0, MIN);

    await search(text.slice(0, MIN - 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Escriba al menos ${MIN} caracteres para buscar`);

    await search(text);
    await waitFor(() => expect(screen.queryByText(`Escriba al menos ${MIN} caracteres para buscar`)).not.toBeInTheDocument());
    const table = await usersGrid();
    // Only users the search matches (by name, user, e-mail, phone or credential) are listed.
    const matching = new Set(users().filter((u) => matchesText(text, u.fullName, u.userName, u.email, u.mobileNumber, extraOf(sandbox.store, u).credential)).map((u) => u.fullName));
    expect(matching.size).toBeLessThan(users().length);
    await waitFor(() => expect(within(table).getByText(target.fullName)).toBeInTheDocument());
    const nameColumn = within(table).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Nombre completo');
    const listed = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[nameColumn]!.textContent!);
    expect(listed.filter((name) => !matching.has(name))).toEqual([]);
  }, 60_000);

  it('shows every user label of the specification as a column', async () => {
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    const table = await usersGrid();
    for (const header of ['Nombre completo', 'Correo electrónico', 'Teléfono móvil', 'Nivel', 'Superior', 'Jerarquía', 'Tipo de token', 'Último acceso', 'Contrato vinculado', 'Grupos', 'No operativo']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The non-operative flag reads yes or no per row, as its export does.
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    const byName = new Map(users().map((u) => [u.fullName, u]));
    const expected = rows.map((cells) => (byName.get(cells[headers.indexOf('Nombre completo')]!)!.nonOperational ? 'Sí' : 'No'));
    expect(rows.map((cells) => cells[headers.indexOf('No operativo')])).toEqual(expected);
  }, 60_000);

  it('creates a user with a generated user name after the password rules are met', async () => {
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    await enter(/^Nombre completo/, 'Rosa Quiroga');
    await enter(/^Correo electrónico/, 'rosa.quiroga@mesadeservicio.mx');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Generar usuario' }));
    await waitFor(() => expect(within(dialog()).getByLabelText(/^Usuario/)).toHaveValue('rosa.quiroga'));
    // Every rule but the special character: refused with the allowed set named.
    await enter(/^Contraseña/, 'Segura2026');
    await choose(/^Rol/, 'Despachador');
    await choose(/^Perfil de acceso/, (await firstProfileName()));
    await choose(/^Nivel/, 'Nivel 0');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText(`La contraseña necesita un carácter especial permitido: ${LIMITS.users.passwordSpecials}`)).toBeInTheDocument();

    await userEvent.clear(within(dialog()).getByLabelText(/^Contraseña/));
    await enter(/^Contraseña/, `Segura2026${LIMITS.users.passwordSpecials[0]}`);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Se creó el usuario Rosa Quiroga')).toBeInTheDocument();
    expect(users().find((u) => u.userName === 'rosa.quiroga')).toMatchObject({ roleCode: 'DIS', level: 0, enabled: true });
  }, 90_000);

  it('explains why a user with people in charge cannot be deactivated', async () => {
    const boss = users().find((u) => peopleInCharge(sandbox.store, u.userId).length > 0 && responsibleWarehouses(sandbox.store, u.userId).length === 0 && u.userId !== 1)!;
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await search(boss.fullName);
    await usersGrid();
    await openMenuAction(boss.fullName, 'Desactivar');
    const count = peopleInCharge(sandbox.store, boss.userId).length;
    expect(await within(dialog()).findByText(`El usuario tiene personal a cargo (${count}); debe reasignarlo antes de continuar`)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(sandbox.store.users.get(boss.userId)!.enabled).toBe(true);
  }, 60_000);

  it('explains why a principal warehouse manager cannot be deleted', async () => {
    const manager = users().find((u) => responsibleWarehouses(sandbox.store, u.userId).length > 0 && peopleInCharge(sandbox.store, u.userId).length === 0)!;
    const names = responsibleWarehouses(sandbox.store, manager.userId).map((w) => w.warehouseName).join(', ');
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await search(manager.fullName);
    await usersGrid();
    await openMenuAction(manager.fullName, 'Eliminar');
    expect(await within(dialog()).findByText(`Un administrador de almacén no puede eliminarse ni desactivarse mientras sea responsable principal de: ${names}`)).toBeInTheDocument();
    expect(sandbox.store.users.has(manager.userId)).toBe(true);
  }, 60_000);

  it('deactivates an engineer after confirmation and returns their open tickets and stock to pre-assignment, saying so', async () => {
    const engineer = users().find((u) => u.roleCode === 'ENG' && openTicketsOf(sandbox.store, u.userId).length > 0 && peopleInCharge(sandbox.store, u.userId).length === 0
      && responsibleWarehouses(sandbox.store, u.userId).length === 0)!;
    const open = openTicketsOf(sandbox.store, engineer.userId).map((t) => t.ticketId);
    const held = [...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => placeKey(c.place) === `TaskForce:${engineer.userId}`);
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await search(engineer.fullName);
    await usersGrid();
    await openMenuAction(engineer.fullName, 'Desactivar');
    expect(await screen.findByText(new RegExp(`Sus tickets abiertos \\(${open.length}\\)`), {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(`Se desactivó a ${engineer.fullName}`)).toBeInTheDocument();
    expect(screen.getByText('Sus tickets abiertos, componentes, kits e insumos volvieron a preasignación.')).toBeInTheDocument();
    expect(sandbox.store.users.get(engineer.userId)!.enabled).toBe(false);
    expect(open.every((id) => sandbox.store.tickets.get(id)!.statusId === 2 && sandbox.store.tickets.get(id)!.assignedEngineerId === null)).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    expect([...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => placeKey(c.place) === `TaskForce:${engineer.userId}`)).toEqual([]);
  }, 60_000);

  it('warns, when an engineer is made supervisor, that their tickets and stock go back to pre-assignment', async () => {
    const engineer = users().find((u) => u.roleCode === 'ENG')!;
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await search(engineer.fullName);
    await usersGrid();
    await userEvent.click(screen.getByRole('button', { name: `Editar a ${engineer.fullName}` }));
    await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByLabelText(/^Rol/);
    const note = 'Al guardar como supervisor, sus tickets abiertos, componentes, kits e insumos vuelven a preasignación.';
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await choose(/^Rol/, 'Supervisor');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(note);
  }, 60_000);

  // Spec 002 section 5: a position keeps the allowed characters, in the form as in the service.
  it('refuses a position with one special character and saves one of letters, digits, spaces, hyphen and underscore', async () => {
    // A level 0 user: the form asks no superior of them.
    const director = users().find((u) => u.level === 0 && u.enabled && !u.nonOperational)!;
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
    await usersGrid();
    await search(director.fullName);
    await usersGrid();
    await userEvent.click(screen.getByRole('button', { name: `Editar a ${director.fullName}` }));
    const position = await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByLabelText(/^Puesto$/);
    const before = extraOf(sandbox.store, director).position;
    await userEvent.clear(position);
    await enter(/^Puesto$/, 'Técnico <b>');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText(es.validation.allowedCharacters)).toBeInTheDocument();
    expect(extraOf(sandbox.store, director).position).toBe(before);

    await userEvent.clear(position);
    await enter(/^Puesto$/, 'Técnico_de campo-2 ñ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(extraOf(sandbox.store, director).position).toBe('Técnico_de campo-2 ñ');
  }, 60_000);

  it('offers a dispatcher the search and the details only, and says the reads they may not make are not theirs', async () => {
    renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'DIS' } });
    const table = await usersGrid();
    const [first] = within(table).getAllByRole('row').slice(1);
    const name = within(first!).getAllByRole('cell')[1]!.textContent!;
    expect(screen.queryByRole('button', { name: 'Agregar usuario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Editar a ${name}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Más acciones para ${name}` }));
    expect((await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)).toEqual(['Personal a cargo, grupos y jerarquía']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Personal a cargo, grupos y jerarquía', hidden: true }));
    // Open tickets need UsersUpdate or UsersDelete, which a dispatcher lacks: the generic message, not the service's.
    expect(await within(dialog()).findByText('No tiene permiso para consultar esta información')).toBeInTheDocument();
  }, 60_000);
});

async function firstProfileName() {
  const { securityState } = await import('../../../test/sandbox/security/state');
  return [...securityState(sandbox.store).profiles.values()].filter((p) => p.enabled).sort((a, b) => a.name.localeCompare(b.name, 'es'))[0]!.name;
}
