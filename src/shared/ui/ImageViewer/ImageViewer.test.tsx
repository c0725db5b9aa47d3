import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { ImageViewer } from './ImageViewer';

const IMAGES = [
  { key: 1, name: 'frente.jpg' },
  { key: 2, name: 'placa.png' },
  { key: 3, name: 'tablero.jpg' },
];

function Harness({ onClose = jest.fn(), onDownload = jest.fn(), error = null as string | null }) {
  const [index, setIndex] = useState(0);
  return (
    <ImageViewer images={IMAGES} index={index} onIndexChange={setIndex} onClose={onClose} onDownload={onDownload} src={`blob:test/${index}`} error={error} />
  );
}

describe('ImageViewer', () => {
  it('names the dialog after the file and steps through the images, stopping at both ends', async () => {
    renderWithApp(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'frente.jpg' });
    expect(within(dialog).getByRole('img', { name: 'frente.jpg' })).toHaveAttribute('src', 'blob:test/0');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'frente.jpg' })).toHaveTextContent('Imagen 1 de 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const last = screen.getByRole('dialog', { name: 'tablero.jpg' });
    expect(last).toHaveTextContent('Imagen 3 de 3');
    expect(within(last).getByRole('button', { name: 'Imagen siguiente' })).toBeDisabled();
    await userEvent.click(within(last).getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByRole('dialog', { name: 'placa.png' })).toBeInTheDocument();
  });

  it('zooms from 25 % to 400 % with the buttons disabled at the limits, and back to fit for the next image', async () => {
    renderWithApp(<Harness />);
    const dialog = await screen.findByRole('dialog');
    const zoomIn = within(dialog).getByRole('button', { name: 'Acercar' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Alejar' });
    await userEvent.keyboard('----');
    expect(dialog).toHaveTextContent('Zoom: 25 %');
    expect(zoomOut).toBeDisabled();
    await userEvent.keyboard('++++++++');
    expect(dialog).toHaveTextContent('Zoom: 400 %');
    expect(zoomIn).toBeDisabled();
    expect(within(dialog).getByRole('img')).toHaveStyle({ width: '400%' });
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveTextContent('Zoom: 100 %');
  });

  it('downloads and closes from the buttons and with Escape', async () => {
    const onClose = jest.fn();
    const onDownload = jest.fn();
    renderWithApp(<Harness onClose={onClose} onDownload={onDownload} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar visor' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows why an image could not load', async () => {
    renderWithApp(<Harness error="El archivo 9 no existe" />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El archivo 9 no existe');
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
