import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from '../../i18n/i18n';
import { DateRangePicker } from './DateRangePicker';
import { formatDay, type DateRange } from './rangeReducer';

// A fixed clock (Date only; timers stay real): Wednesday 11 March 2026, 10:30 local.
const NOW = new Date(2026, 2, 11, 10, 30);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
  });
});
afterEach(() => jest.useRealTimers());

function Harness({ initial = { start: null, end: null }, onChange, minDate }: { initial?: DateRange; onChange?: (r: DateRange) => void; minDate?: Date }) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <>
      <label htmlFor="range">Fecha de creación</label>
      <DateRangePicker
        id="range"
        value={value}
        minDate={minDate}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}, language: Language = 'es') {
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness {...props} />
    </I18nextProvider>,
  );
  return { user, ...result };
}

const trigger = () => screen.getByRole('button', { name: 'Fecha de creación' });
/** A day cell by its Spanish name, e.g. day('5 de marzo de 2026'). */
const day = (label: string) => screen.getByRole('gridcell', { name: new RegExp(`, ${label}$`) });

describe('DateRangePicker', () => {
  it('opens two linked months with Spanish names, a 30-year list and the presets', async () => {
    const { user } = renderPicker();
    expect(trigger()).toHaveTextContent('DD/MM/AAAA - DD/MM/AAAA');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());

    const dialog = screen.getByRole('dialog', { name: 'Seleccionar rango de fechas' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('grid', { name: 'Marzo 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'Abril 2026' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader').slice(0, 7).map((h) => h.textContent)).toEqual(['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb']);

    const [leftMonth] = within(dialog).getAllByRole('combobox', { name: 'Mes' });
    expect(within(leftMonth!).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
    ]);
    const [leftYear] = within(dialog).getAllByRole('combobox', { name: 'Año' });
    const years = within(leftYear!).getAllByRole('option') as HTMLOptionElement[];
    expect(years).toHaveLength(30);
    expect(years[0]).toHaveTextContent('2011');
    expect(years.at(-1)).toHaveTextContent('2040');
    // Default bounds: 10 years either side of today.
    expect(years.find((o) => o.value === '2015')).toBeDisabled();
    expect(years.find((o) => o.value === '2016')).toBeEnabled();
    expect(years.find((o) => o.value === '2037')).toBeDisabled();

    const presets = within(within(dialog).getByRole('group', { name: 'Rangos predefinidos' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual(['Hoy', 'Ayer', 'Esta Semana', 'Semana Pasada', 'Últimos 7 días', 'Este Mes', 'Mes Pasado']);
    expect(day('11 de marzo de 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('follows the click rules and shows start and end as DD/MM/YYYY', async () => {
    const onChange = jest.fn();
    const { user } = renderPicker({ onChange });
    await user.click(trigger());

    await user.click(day('5 de marzo de 2026'));
    expect(screen.getByTestId('drp-start')).toHaveTextContent('05/03/2026');
    expect(screen.getByTestId('drp-end')).toHaveTextContent('Sin fecha');

    // Earlier than the start: restarts.
    await user.click(day('3 de marzo de 2026'));
    expect(screen.getByTestId('drp-start')).toHaveTextContent('03/03/2026');

    // Into the second month: sets the end and closes.
    await user.click(day('2 de abril de 2026'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('03/03/2026 - 02/04/2026');
    const last = onChange.mock.calls.at(-1)![0] as DateRange;
    expect([formatDay(last.start), formatDay(last.end)]).toEqual(['03/03/2026', '02/04/2026']);
    expect(last.end!.getHours()).toBe(23);

    // After a complete range: restarts.
    await user.click(trigger());
    await user.click(day('20 de marzo de 2026'));
    expect(screen.getByTestId('drp-start')).toHaveTextContent('20/03/2026');
    expect(screen.getByTestId('drp-end')).toHaveTextContent('Sin fecha');
  });

  it('applies a preset and closes', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('05/03/2026 - 11/03/2026');
    expect(trigger()).toHaveFocus();
  });

  it('is usable from the keyboard: arrows move, Enter picks, Escape closes', async () => {
    const onChange = jest.fn();
    const { user } = renderPicker({ onChange });
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(day('11 de marzo de 2026')).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('19 de marzo de 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('drp-start')).toHaveTextContent('19/03/2026');

    // Past the right-hand month: the linked months move along.
    await user.keyboard('{PageDown}{PageDown}');
    expect(day('19 de mayo de 2026')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'Abril 2026' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Mayo 2026' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('19/03/2026 - 18/05/2026');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('changes months with the month and year lists and the arrows, keeping the two months linked', async () => {
    const { user } = renderPicker();
    await user.click(trigger());
    const [, rightMonth] = screen.getAllByRole('combobox', { name: 'Mes' });
    await user.selectOptions(rightMonth!, 'Enero');
    expect(screen.getByRole('grid', { name: 'Diciembre 2025' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Enero 2026' })).toBeInTheDocument();
    const [leftYear] = screen.getAllByRole('combobox', { name: 'Año' });
    await user.selectOptions(leftYear!, '2030');
    expect(screen.getByRole('grid', { name: 'Diciembre 2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('grid', { name: 'Enero 2031' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByRole('grid', { name: 'Noviembre 2030' })).toBeInTheDocument();
  });

  it('refuses days outside the bounds', async () => {
    const onChange = jest.fn();
    const { user } = renderPicker({ onChange, minDate: new Date(2026, 2, 10) });
    await user.click(trigger());
    const early = day('9 de marzo de 2026');
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await user.click(early);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Semana Pasada' })).toBeDisabled();
  });

  it('clears the range and closes on a click outside', async () => {
    const { user } = renderPicker({ initial: { start: new Date(2026, 2, 2), end: new Date(2026, 2, 4, 23, 59, 59) } });
    expect(trigger()).toHaveTextContent('02/03/2026 - 04/03/2026');
    await user.click(trigger());
    expect(day('2 de marzo de 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('3 de marzo de 2026')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByTestId('drp-start')).toHaveTextContent('Sin fecha');
    await act(async () => {
      await user.click(document.body);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('DD/MM/AAAA - DD/MM/AAAA');
  });

  it('speaks English when the interface is English', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Harness />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fecha de creación' }));
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 Days' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /March 11, 2026/ })).toBeInTheDocument();
  });
});
