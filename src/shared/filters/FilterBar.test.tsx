import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../test/setup/formActions';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { LIMITS } from '../validation/limits';
import { FilterBar } from './FilterBar';
import type { FilterDescription } from './filterTypes';
import { EMPTY, MIN, probeFilter, type Probe } from './testing/probeFilter';

function renderBar(filter: FilterDescription<Probe> = probeFilter, value: Probe = EMPTY) {
  const onSearch = jest.fn();
  const view = renderWithApp(<FilterBar filter={filter} value={value} onSearch={onSearch} />);
  const bar = screen.getByRole('search', { name: 'Buscar' });
  return { ...view, onSearch, bar, search: () => userEvent.click(within(bar).getByRole('button', { name: 'Buscar' })) };
}

describe('FilterBar', () => {
  it('draws every kind labelled, inside a named search region', () => {
    const { bar } = renderBar();
    for (const label of [/^Nombre$/, /^Catálogo$/, /^Rol$/, /^Estatus$/, /^Estado$/, /^Solo puestos vacantes$/, /^Desde$/, /^Hasta$/]) expect(within(bar).getByLabelText(label)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /^Periodo/ })).toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Costo' })).toBeInTheDocument();
    expect(within(bar).getByRole('spinbutton', { name: 'Costo Desde' })).toBeInTheDocument();
    expect(within(bar).getByRole('spinbutton', { name: 'Costo Hasta' })).toBeInTheDocument();
  });

  it('asks for nothing while editing, then searches the draft with its text trimmed and its choices', async () => {
    const { onSearch, search, i18n } = renderBar();
    await userEvent.type(screen.getByLabelText(/^Nombre$/), '  Ana  ');
    await choose(/^Catálogo$/, 'Inactivos');
    await choose(/^Rol$/, 'Ingeniero');
    await choose(/^Estado$/, 'Activos');
    await userEvent.click(screen.getByLabelText(/^Estatus$/).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: i18n.t('accessControl.logbook.logout'), hidden: true }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByLabelText(/^Solo puestos vacantes$/));
    await userEvent.type(screen.getByLabelText(/^Desde$/), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/^Hasta$/), '2026-03-02');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Costo Desde' }), '10');
    expect(onSearch).not.toHaveBeenCalled();

    await search();
    expect(onSearch).toHaveBeenCalledWith({ ...EMPTY, text: 'Ana', state: 'off', roleId: 2, tags: ['out'], enabled: true, vacant: true, from: '2026-03-01', to: '2026-03-02', costMin: 10 });
  });

  it('searches with Enter, and "Limpiar" empties the draft and sends the empty filter', async () => {
    const { onSearch, bar } = renderBar(probeFilter, { ...EMPTY, text: 'recordado', enabled: false });
    expect(screen.getByLabelText(/^Nombre$/)).toHaveValue('recordado');
    await userEvent.type(screen.getByLabelText(/^Nombre$/), ' más{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ ...EMPTY, text: 'recordado más', enabled: false });

    await userEvent.click(within(bar).getByRole('button', { name: 'Limpiar' }));
    expect(onSearch).toHaveBeenLastCalledWith(EMPTY);
    expect(screen.getByLabelText(/^Nombre$/)).toHaveValue('');
  });

  it('takes no more text than its limit', async () => {
    renderBar();
    await userEvent.click(screen.getByLabelText(/^Nombre$/));
    await userEvent.paste('x'.repeat(LIMITS.generalTextMax + 1));
    expect(screen.getByLabelText(/^Nombre$/)).toHaveValue('x'.repeat(LIMITS.generalTextMax));
  });

  it('refuses a text under its minimum, saying why at the field, and searches once it is long enough', async () => {
    const { onSearch, search, i18n } = renderBar();
    const input = screen.getByLabelText(/^Nombre$/);
    await userEvent.type(input, 'x'.repeat(MIN - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('grid.filter.tooShort', { min: MIN }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(i18n.t('grid.filter.tooShort', { min: MIN }));

    await userEvent.type(input, 'x');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ ...EMPTY, text: 'x'.repeat(MIN) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at once that a typed range ends before it starts, and sends nothing', async () => {
    const { onSearch, search } = renderBar();
    await userEvent.type(screen.getByLabelText(/^Desde$/), '2026-03-02');
    await userEvent.type(screen.getByLabelText(/^Hasta$/), '2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha «Hasta» no puede ser anterior a «Desde»');
    expect(screen.getByLabelText(/^Hasta$/)).toHaveAttribute('aria-invalid', 'true');
    await search();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a maximum under its minimum', async () => {
    const { onSearch, search } = renderBar();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Costo Desde' }), '20');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Costo Hasta' }), '5');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('«Hasta» no puede ser menor que «Desde»');
    await search();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a picked range longer than its maximum days', async () => {
    const start = new Date(2026, 0, 1);
    const end = new Date(2026, 0, 1 + 31);
    const { onSearch, search, i18n } = renderBar(probeFilter, { ...EMPTY, created: { start, end } });
    await search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('grid.filter.tooLong', { days: 30 }));
  });

  it("refuses what the filter's own rule refuses, with its message below the bar", async () => {
    const refuse = (draft: Probe) => (draft.enabled === false && draft.roleId !== null ? 'inventory.report.filter.typeFirst' : null);
    const { onSearch, search, i18n } = renderBar({ ...probeFilter, refuse }, { ...EMPTY, enabled: false, roleId: 1 });
    await search();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('inventory.report.filter.typeFirst'));
  });

  it('applies a live filter as it changes, with no search button', async () => {
    const { onSearch, bar } = renderBar({ ...probeFilter, live: true });
    expect(within(bar).queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    await choose(/^Estado$/, 'Inactivos');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ ...EMPTY, enabled: false }));
  });
});
