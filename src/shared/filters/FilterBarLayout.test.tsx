import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { FilterBar } from './FilterBar';
import type { FilterDescription } from './filterTypes';
import { EMPTY, MAX, requiredPeriod, sectioned, type Probe } from './testing/sectionedProbe';

function renderBar(filter: FilterDescription<Probe>, value: Probe = EMPTY, onClear?: () => void) {
  const onSearch = jest.fn();
  const view = renderWithApp(<FilterBar filter={filter} value={value} onSearch={onSearch} onClear={onClear} />);
  return { ...view, onSearch, search: () => userEvent.click(screen.getByRole('button', { name: 'Buscar' })) };
}

const section = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => section(name).getAttribute('aria-expanded') === 'true';

describe('FilterBar in sections', () => {
  it('opens the first section of an empty filter', () => {
    renderBar(sectioned);
    expect(isOpen('Ticket')).toBe(true);
    expect(isOpen('Fechas')).toBe(false);
  });

  it('opens the sections holding a value', () => {
    renderBar(sectioned, { ...EMPTY, name: 'Norte', when: { start: new Date(2026, 2, 1), end: new Date(2026, 2, 2) } });
    expect(isOpen('Ticket')).toBe(false);
    expect(isOpen('Ubicación')).toBe(true);
    expect(isOpen('Fechas')).toBe(true);
  });

  it('opens the section of a refused field on search, with the message at the field', async () => {
    const { onSearch, search } = renderBar(sectioned);
    await userEvent.type(screen.getByLabelText('Número de ticket'), '12a');
    await userEvent.click(section('Ticket'));
    await waitFor(() => expect(isOpen('Ticket')).toBe(false));
    await search();
    await waitFor(() => expect(isOpen('Ticket')).toBe(true));
    expect(screen.getByLabelText('Número de ticket')).toHaveAccessibleDescription('Solo se permiten números');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes a text over its maximum when a message refuses it, and says so', async () => {
    const { onSearch, search } = renderBar(sectioned);
    await userEvent.type(screen.getByLabelText('Número de ticket'), '1'.repeat(MAX + 1));
    expect(screen.getByLabelText('Número de ticket')).toHaveValue('1'.repeat(MAX + 1));
    await search();
    expect(await screen.findByText(`Valor mayor a ${MAX} caracteres`)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('draws a search box, and names a calendar after its field when asked', async () => {
    renderBar(sectioned, { ...EMPTY, name: 'Norte', when: { start: new Date(2026, 2, 1), end: new Date(2026, 2, 2) } });
    expect(screen.getByRole('searchbox', { name: 'Nombre de la ubicación' })).toHaveValue('Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Fecha de cierre' }));
    expect(await screen.findByRole('dialog', { name: 'Fecha de cierre' })).toBeInTheDocument();
  });

  it('calls onClear instead of searching the empty filter, and empties the draft', async () => {
    const onClear = jest.fn();
    const { onSearch } = renderBar(sectioned, { ...EMPTY, name: 'Norte' }, onClear);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Nombre de la ubicación' })).toHaveValue('');
  });
});

describe('FilterBar with a required range', () => {
  const required: FilterDescription<Probe> = { labelKey: 'ticketFilter.title', empty: EMPTY, fields: [requiredPeriod] };

  it('marks its label, and refuses a search without both days at the picker', async () => {
    const { onSearch, search } = renderBar(required);
    const picker = screen.getByRole('button', { name: 'Fechas *' });
    await search();
    expect(await screen.findByText('Seleccione la fecha inicial y la final')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/Seleccione la fecha inicial y la final$/);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers no "Limpiar" when its description says the filter always holds a value', () => {
    renderBar({ ...required, clear: false });
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar' })).not.toBeInTheDocument();
  });
});
