import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { ModalDialog } from './ModalDialog';

function Opener({ busy = false, withField = false }: { busy?: boolean; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver detalle
      </button>
      {open && (
        <ModalDialog header="Detalle" onHide={() => setOpen(false)} busy={busy} footer={<button type="button">Listo</button>}>
          <p>Contenido</p>
          {withField && <input aria-label="Nombre" />}
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is named by its header, closes with Escape and gives the focus back to what opened it', async () => {
    renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle' });
    expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens on its first field, not on the close button, when it has one', async () => {
    renderWithApp(<Opener withField />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
  });

  it('gives the focus to the menu button when the menu item that opened it is gone', async () => {
    function MenuOpener() {
      const [menu, setMenu] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" aria-controls="acciones" aria-expanded={menu} onClick={() => setMenu(true)}>
            Acciones
          </button>
          {menu && (
            <ul id="acciones">
              <li id="acciones-0">
                <button type="button" onClick={() => setOpen(true)} onBlur={() => setMenu(false)}>
                  Ver detalle
                </button>
              </li>
            </ul>
          )}
          {open && (
            <ModalDialog header="Detalle" onHide={() => setOpen(false)}>
              <p>Contenido</p>
            </ModalDialog>
          )}
        </>
      );
    }
    renderWithApp(<MenuOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Acciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    await screen.findByRole('dialog', { name: 'Detalle' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ver detalle' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Acciones' })).toHaveFocus();
  });

  it('while busy has no close button and ignores Escape', async () => {
    renderWithApp(<Opener busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle' });
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Detalle' })).toBeInTheDocument();
  });
});
