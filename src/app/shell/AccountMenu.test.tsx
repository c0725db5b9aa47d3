import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { makePng, pngDeclaring } from '../../../test/sandbox/filestorage/bytes';
import { localGridViewStore } from '../../shared/gridViews/gridViewStore';

const sandbox = setupSandbox();

describe('account menu', () => {
  it('keeps the saved grid views at sign-out unless the user asks to forget them', async () => {
    const engineer = 4;
    await localGridViewStore(engineer).save('requirementfind', { name: 'Mía', query: 'hide=' });
    const first = renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(first.auth.signOut).toHaveBeenCalledTimes(1);
    expect(await localGridViewStore(engineer).list('requirementfind')).toHaveLength(1);
    first.unmount();

    const second = renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Olvidar mis vistas guardadas en este navegador al cerrar sesión' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(second.auth.signOut).toHaveBeenCalledTimes(1);
    expect(await localGridViewStore(engineer).list('requirementfind')).toEqual([]);
  });

  it("shows the user's name, e-mail, user name and role", async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    const engineer = sandbox.store.users.get(4)!;
    expect(await screen.findByText(engineer.fullName, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(engineer.email)).toBeInTheDocument();
    expect(screen.getByText(engineer.userName)).toBeInTheDocument();
    expect(screen.getByText('Ingeniero')).toBeInTheDocument();
  });

  it('changing the language saves it on the account, keeps it locally and signs out', async () => {
    const { auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(sandbox.store.users.get(4)!.langId).toBe(2);
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('keeps the session and says so when the language cannot be changed', async () => {
    const { auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    sandbox.server.use(
      http.put('*/security/api/v1/Accounts/UpdateAccountLanguage', () =>
        HttpResponse.json({ success: false, message: null, detail: null }, { status: 500 }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByText('No se pudo cambiar el idioma, intente de nuevo')).toBeInTheDocument();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('refuses an avatar over 2 MB, of another format or a pixel flood before sending it', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    const input = await screen.findByLabelText('Cambiar foto');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.upload(input, new File([new Uint8Array(2_000_001)], 'yo.png', { type: 'image/png' }));
    expect(await screen.findByText('El peso máximo permitido es 2MB')).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0, applyAccept: false }).upload(input, new File(['GIF89a'], 'yo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Formato no válido: use .jpg, .jpeg o .png')).toBeInTheDocument();
    await user.upload(input, new File([pngDeclaring(65_535, 65_535)], 'plano.png', { type: 'image/png' }));
    expect(await screen.findByText('Imagen no válida: el archivo no es una imagen JPG o PNG legible o tiene demasiados píxeles')).toBeInTheDocument();
    expect(sandbox.store.users.get(4)!.blobStorageUrlPath).toBeNull();
  });
});

describe('account language', () => {
  it("follows the account's language id after sign-in", async () => {
    sandbox.store.users.get(3)!.langId = 2;
    renderApp({ route: '/forbidden', as: { sandbox, role: 'SUP' } });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});

describe('avatar', () => {
  it('uploads a valid picture and shows it in the menu', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    const png = makePng(4, 4, [200, 10, 10]);
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(await screen.findByLabelText('Cambiar foto'), new File([png], 'yo.png', { type: 'image/png' }));
    expect(await screen.findByText('Foto actualizada')).toBeInTheDocument();
    await waitFor(() => expect(sandbox.store.users.get(4)!.blobStorageUrlPath).toMatch(/Download\/\d+$/));
    expect(await screen.findAllByRole('img', { name: sandbox.store.users.get(4)!.fullName })).not.toHaveLength(0);
  });
});
