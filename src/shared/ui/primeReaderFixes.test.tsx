import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from 'primereact/dropdown';
import { act, useState } from 'react';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { useComboboxExpanded } from './primeReaderFixes';

function Pick() {
  const [value, setValue] = useState<number | null>(null);
  const expanded = useComboboxExpanded();
  const options = [{ label: 'Alta', value: 1 }, { label: 'Baja', value: 2 }];
  return <Dropdown {...expanded} aria-label="Prioridad" value={value} options={options} onChange={(e) => setValue(e.value as number)} />;
}

describe('useComboboxExpanded', () => {
  it('makes the focusable element a combobox that says whether its list is open', async () => {
    renderWithApp(<Pick />);
    const combobox = await screen.findByRole('combobox', { name: 'Prioridad' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(document.getElementById(combobox.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
    expect(combobox).not.toHaveAttribute('aria-controls');
  });
});

describe('the app-wide PrimeReact pass-through', () => {
  it('hides the hidden native select and an unnamed trigger from readers', () => {
    const { container } = renderWithApp(<Dropdown aria-label="Orden" value={1} options={[{ label: 'Uno', value: 1 }]} />);
    expect(container.querySelector('select')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-pc-section="trigger"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks a disabled dropdown as disabled on its root', () => {
    const { container } = renderWithApp(<Dropdown aria-label="Orden" disabled value={1} options={[{ label: 'Uno', value: 1 }]} />);
    expect(container.querySelector('.p-dropdown')).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps a focused dropdown root free of a dangling aria-activedescendant', async () => {
    const { container } = renderWithApp(<Dropdown aria-label="Orden" value={1} options={[{ label: 'Uno', value: 1 }]} />);
    const root = container.querySelector('.p-dropdown');
    act(() => screen.getByRole('textbox', { name: 'Orden' }).focus());
    await waitFor(() => expect(root).toHaveAttribute('data-p-focus', 'true'));
    expect(root).not.toHaveAttribute('aria-activedescendant');
  });
});
