import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../test/setup/callApi';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { dialogOpened, enterInDialog, gridRows } from '../../../test/setup/gridActions';
import { extraOf } from '../../../test/sandbox/security/state';
import { toUpdateRequest, userFormValues } from '../../domain/users/userForm';
import es from '../../shared/i18n/es.json';

const sandbox = setupSandbox();
const CONFLICT = 'Otra persona guardó este registro';
const MOBILE = /^Teléfono móvil/;
const THEIRS = '5511112222';
const MINE = '5533334444';
const CREDENTIAL = /^Credencial/;
const EMAIL = /^Correo electrónico/;

const dispatcher = () => [...sandbox.store.users.values()].find((u) => u.roleCode === 'DIS' && u.userId !== 2)!;

/** Another administrator saves the user's mobile number, and partners the form does not show, over the service, as a second browser would. */
async function someoneElseSaves(userId: number, mobileNumber: string) {
  const user = (await callApi(sandbox, 'GET', `/security/api/v1/Accounts/${userId}`)).body.data;
  const body = { ...toUpdateRequest(user, { ...userFormValues(user), mobileNumber }), partnerIds: [1, 2] };
  const saved = await callApi(sandbox, 'PUT', '/security/api/v1/Accounts/UpdateAccount', { body });
  expect(saved.status).toBe(200);
}

/** The users screen as an administrator, searched down to the user. */
async function findUser(fullName: string) {
  renderApp({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
  await gridRows('Usuarios');
  await userEvent.type(screen.getByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }), fullName);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await gridRows('Usuarios');
}

/** Opens the user's edit, lets someone else save them meanwhile, types into a field (another mobile number by default) and saves. */
async function saveOverSomeoneElse(field = MOBILE, typed = MINE) {
  const user = dispatcher();
  await findUser(user.fullName);
  await userEvent.click(await screen.findByRole('button', { name: `Editar a ${user.fullName}` }));
  await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByLabelText(MOBILE);
  await someoneElseSaves(user.userId, THEIRS);
  await enterInDialog(field, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  const conflict = await screen.findByRole('dialog', { name: CONFLICT }, { timeout: 10_000 });
  await dialogOpened();
  return { user, conflict };
}

describe('editing a user someone else saved meanwhile', () => {
  it('shows what they saved beside what was typed, and Escape goes back to the form as typed', async () => {
    const { user, conflict } = await saveOverSomeoneElse();
    expect(within(conflict).getByRole('heading', { name: CONFLICT })).toBeInTheDocument();
    const row = within(conflict).getByRole('row', { name: /Teléfono móvil/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([THEIRS, MINE]);
    expect(conflict).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFLICT })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog')).getByLabelText(MOBILE)).toHaveValue(MINE);
    expect(sandbox.store.users.get(user.userId)!.mobileNumber).toBe(THEIRS);
  }, 90_000);

  it('keeps mine: saves what was typed over their version, and what the form does not show as they saved it', async () => {
    const { user, conflict } = await saveOverSomeoneElse();
    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Se guardaron los cambios de ${user.fullName}`)).toBeInTheDocument();
    expect(sandbox.store.users.get(user.userId)!.mobileNumber).toBe(MINE);
    expect(extraOf(sandbox.store, user).partnerIds).toEqual([1, 2]);
  }, 90_000);

  it('takes theirs: their values fill the form, and nothing is saved until the user saves', async () => {
    const { user, conflict } = await saveOverSomeoneElse();
    await userEvent.click(within(conflict).getByRole('button', { name: 'Tomar lo suyo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFLICT })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog')).getByLabelText(MOBILE)).toHaveValue(THEIRS);
    expect(sandbox.store.users.get(user.userId)!.mobileNumber).toBe(THEIRS);

    // Their version came with their values: saving now is no conflict.
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Se guardaron los cambios de ${user.fullName}`)).toBeInTheDocument();
  }, 90_000);

  it('keeps their change to a field the user did not touch: only fields both changed are listed, and keep mine saves both', async () => {
    const { user, conflict } = await saveOverSomeoneElse(CREDENTIAL, 'CRED-77');
    expect(within(conflict).queryByRole('table')).not.toBeInTheDocument();
    expect(within(within(conflict).getByRole('list')).getByText(MOBILE)).toBeInTheDocument();

    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.store.users.get(user.userId)!.mobileNumber).toBe(THEIRS);
    expect(extraOf(sandbox.store, user).credential).toBe('CRED-77');
  }, 90_000);

  it('the e-mail alone: a change saved meanwhile by someone else opens the conflict, and taking theirs saves nothing', async () => {
    const user = dispatcher();
    await findUser(user.fullName);
    await userEvent.click(screen.getByRole('button', { name: es.users.actions.moreNamed.replace('{{name}}', user.fullName) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: es.users.actions.email, hidden: true }));
    await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByLabelText(EMAIL);
    const { rowVersion } = (await callApi(sandbox, 'GET', `/security/api/v1/Accounts/${user.userId}`)).body.data;
    const theirs = await callApi(sandbox, 'PUT', '/security/api/v1/Accounts/UpdateAccountEmail', { body: { id: user.userId, email: 'de.ellos@ejemplo.mx', rowVersion } });
    expect(theirs.status).toBe(200);

    await enterInDialog(EMAIL, 'mio@ejemplo.mx');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const conflict = await screen.findByRole('dialog', { name: CONFLICT }, { timeout: 10_000 });
    const row = within(conflict).getByRole('row', { name: EMAIL });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['de.ellos@ejemplo.mx', 'mio@ejemplo.mx']);

    await userEvent.click(within(conflict).getByRole('button', { name: es.conflict.takeTheirs }));
    expect(within(screen.getByRole('dialog')).getByLabelText(EMAIL)).toHaveValue('de.ellos@ejemplo.mx');
    expect(sandbox.store.users.get(user.userId)!.email).toBe('de.ellos@ejemplo.mx');
  }, 90_000);
});
