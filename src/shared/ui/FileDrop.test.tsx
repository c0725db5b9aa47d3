import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { FileDrop } from './FileDrop';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function renderDrop(props: Partial<Parameters<typeof FileDrop>[0]> = {}) {
  const onFiles = jest.fn();
  renderWithApp(<FileDrop label="Archivo del acta" dropText="Arrastre el archivo aquí o" chooseText="Elegir archivo" accept=".pdf" onFiles={onFiles} {...props} />);
  return { onFiles, zone: () => screen.getByRole('button', { name: 'Elegir archivo' }).parentElement! };
}

describe('FileDrop', () => {
  it('passes the chosen file and lets the same file be chosen again', async () => {
    const { onFiles } = renderDrop();
    const input = screen.getByLabelText('Archivo del acta');
    const file = pdf('acta.pdf');
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenNthCalledWith(2, [file]);
    expect(input).toHaveValue('');
  });

  it('opens the chooser from the button, the keyboard path', async () => {
    renderDrop();
    const input = screen.getByLabelText('Archivo del acta');
    const click = jest.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Elegir archivo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('passes a dropped file, only the first one unless it takes several', () => {
    const { onFiles, zone } = renderDrop();
    const [first, second] = [pdf('uno.pdf'), pdf('dos.pdf')];
    fireEvent.drop(zone(), { dataTransfer: { files: [first, second] } });
    expect(onFiles).toHaveBeenCalledWith([first]);
  });

  it('passes every dropped file when it takes several, and an empty drop as none', () => {
    const { onFiles, zone } = renderDrop({ multiple: true });
    const files = [pdf('uno.pdf'), pdf('dos.pdf')];
    fireEvent.drop(zone(), { dataTransfer: { files } });
    fireEvent.drop(zone(), { dataTransfer: { files: [] } });
    expect(onFiles.mock.calls).toEqual([[files], [[]]]);
  });

  it('takes nothing while disabled or busy', () => {
    const { onFiles, zone } = renderDrop({ busy: true });
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeDisabled();
    expect(screen.getByLabelText('Archivo del acta')).toBeDisabled();
    fireEvent.drop(zone(), { dataTransfer: { files: [pdf('acta.pdf')] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('without a drop text shows only the button, which still takes a drop', () => {
    const { onFiles } = renderDrop({ dropText: undefined, buttonIcon: 'pi pi-camera' });
    expect(screen.queryByText('Arrastre el archivo aquí o')).not.toBeInTheDocument();
    const file = pdf('acta.pdf');
    fireEvent.drop(screen.getByRole('button', { name: 'Elegir archivo' }), { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
