import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { makePng } from '../../../test/sandbox/filestorage/bytes';
import es from '../../shared/i18n/es.json';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox();

/** A real PNG padded to `size` bytes: its header reads, only the weight changes. */
function pngOf(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(makePng(4, 4, [10, 120, 200]));
  return new File([bytes], 'foto.png', { type: 'image/png' });
}

async function editEngineer() {
  const engineer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled)!;
  renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }, { timeout: 30_000 }), engineer.fullName);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await userEvent.click(await screen.findByRole('button', { name: `Editar a ${engineer.fullName}` }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: `Editar a ${engineer.fullName}` });
  return { engineer, dialog, avatar: await within(dialog).findByRole('region', { name: es.users.form.avatar }) };
}

describe("a user's picture in the user dialog", () => {
  it('refuses a picture one byte over the limit with the message, keeping the form, and stores one at the limit', async () => {
    const { engineer, dialog, avatar } = await editEngineer();
    const name = within(dialog).getByLabelText(/^Nombre completo/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nombre a medio editar');
    const input = within(avatar).getByLabelText(es.account.changeAvatar);

    await userEvent.upload(input, pngOf(LIMITS.avatarMaxBytes + 1));
    expect(await screen.findByText(es.upload.avatarTooLarge)).toBeInTheDocument();
    expect(engineer.blobStorageUrlPath).toBeNull();

    await userEvent.upload(input, pngOf(LIMITS.avatarMaxBytes));
    expect(await screen.findByText(es.account.avatarUpdated)).toBeInTheDocument();
    await waitFor(() => expect(engineer.blobStorageUrlPath).toMatch(/Download\/\d+$/));
    expect(sandbox.store.files.get(Number(engineer.blobStorageUrlPath!.split('/').pop()))!.size).toBe(LIMITS.avatarMaxBytes);
    // The account is read again with its picture; the dialog shows it and keeps the typed name.
    const open = () => screen.getByRole('dialog', { name: `Editar a ${engineer.fullName}` });
    expect(await within(open()).findByRole('img', { name: engineer.fullName })).toBeInTheDocument();
    expect(within(open()).getByLabelText(/^Nombre completo/)).toHaveValue('Nombre a medio editar');
  }, 90_000);
});
