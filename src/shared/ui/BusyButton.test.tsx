import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './BusyButton';

describe('BusyButton', () => {
  it('runs its action when idle', async () => {
    const onClick = jest.fn();
    render(<BusyButton busy={false} label="Enviar" icon="pi pi-send" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, keeps its name and cannot be pressed while busy', async () => {
    const onClick = jest.fn();
    const { container } = render(<BusyButton busy label="Enviar" icon="pi pi-send" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.pi-spinner.pi-spin')).toBeInTheDocument();
    expect(container.querySelector('.pi-send')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays disabled when asked even though it is not busy', () => {
    render(<BusyButton busy={false} disabled label="Enviar" />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps an icon-only button named by its aria-label while its spinner turns', () => {
    const { container } = render(<BusyButton busy aria-label="Marcar como leída" icon="pi pi-check" />);
    const button = screen.getByRole('button', { name: 'Marcar como leída' });
    expect(button).toBeDisabled();
    expect(container.querySelector('.pi-spinner.pi-spin')).toBeInTheDocument();
  });
});
