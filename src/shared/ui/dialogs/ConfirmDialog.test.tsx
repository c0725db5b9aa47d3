import { useEffect, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import type { ApiError } from '../../../core/errors/apiError';
import { ConfirmDialog } from './ConfirmDialog';

const refusal: ApiError = { status: 409, message: 'La categoría 3 está en uso', messageKey: 'errors.requestFailed' };

function renderConfirm(onConfirm: () => unknown) {
  const onHide = jest.fn();
  renderWithApp(
    <ConfirmDialog header="Eliminar categoría" message="¿Eliminar Redes?" confirmLabel="Eliminar" danger failureTitle="No se pudo eliminar" onConfirm={onConfirm} onHide={onHide} />,
  );
  return { onHide };
}

describe('ConfirmDialog', () => {
  it('asks with Cancel focused, runs the action and closes', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { onHide } = renderConfirm(onConfirm);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    expect(dialog).toHaveTextContent('¿Eliminar Redes?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal and stays open, and can be closed once it is over', async () => {
    let refuse!: (error: unknown) => void;
    const { onHide } = renderConfirm(() => new Promise((_, reject) => (refuse = reject)));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onHide).not.toHaveBeenCalled();

    await act(async () => refuse(refusal));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo eliminar: La categoría 3 está en uso');
    expect(screen.getByRole('dialog', { name: 'Eliminar categoría' })).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('takes a synchronous action too', async () => {
    const onConfirm = jest.fn();
    const { onHide } = renderConfirm(onConfirm);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('waits in the same dialog while what blocks the action is checked, then asks, or says why it cannot', async () => {
    let settle!: (blocked: string | null) => void;
    function Checked() {
      const [outcome, setOutcome] = useState<string | null | undefined>(undefined);
      useEffect(() => {
        settle = setOutcome;
      }, []);
      return (
        <ConfirmDialog header="Eliminar categoría" message="¿Eliminar Redes?" confirmLabel="Eliminar" onConfirm={jest.fn()} onHide={jest.fn()}
          checking={outcome === undefined} blocked={outcome ?? undefined} />
      );
    }
    renderWithApp(<Checked />);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cargando');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();

    act(() => settle(null));
    expect(dialog).toHaveTextContent('¿Eliminar Redes?');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();

    act(() => settle('Redes está en uso en 3 tickets'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Redes está en uso en 3 tickets');
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Cerrar').closest('button')).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Eliminar categoría' })).toBe(dialog);
  });
});
