import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { TicketFilterPanel } from './TicketFilterPanel';

const sandbox = setupSandbox();

function renderPanel(props: { onClear?: () => void } = {}) {
  const onSearch = jest.fn();
  const user = userEvent.setup();
  const result = renderWithApp(<TicketFilterPanel onSearch={onSearch} {...props} />, { as: { sandbox, role: 'DIS' }, route: '/requirement/find' });
  return { onSearch, user, ...result };
}

const section = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => section(name).getAttribute('aria-expanded') === 'true';

async function openSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  if (!isOpen(name)) await user.click(section(name));
  await waitFor(() => expect(isOpen(name)).toBe(true));
}

/** Picks options of a PrimeReact MultiSelect by their labels, then closes its panel. */
async function pickOptions(user: ReturnType<typeof userEvent.setup>, label: string, options: string[]) {
  const combobox = screen.getByRole('combobox', { name: label });
  // The catalogue loads from the sandbox first.
  await waitFor(() => expect(combobox).toHaveAttribute('aria-busy', 'false'));
  await user.click(combobox.closest('.p-multiselect')!);
  // jsdom has no layout, so PrimeReact leaves its overlay at display:none after measuring it: query hidden nodes.
  const listbox = await screen.findByRole('listbox', { hidden: true });
  for (const option of options) await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
  await user.keyboard('{Escape}');
}

/** Two days of the current month through the date-range picker; returns the days. */
async function pickDays(user: ReturnType<typeof userEvent.setup>, field: string, first: number, second: number) {
  const now = DateTime.local();
  await user.click(screen.getByRole('button', { name: field }));
  const dialog = await screen.findByRole('dialog', { name: field });
  const cell = (d: number) => within(dialog).getByRole('gridcell', { name: now.set({ day: d }).setLocale('es-MX').toLocaleString(DateTime.DATE_HUGE) });
  await user.click(cell(first));
  await user.click(cell(second));
  return [now.set({ day: first }), now.set({ day: second })] as const;
}

const utc = (date: DateTime) => date.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");

describe('TicketFilterPanel', () => {
  it('says on a single-choice filter\'s focusable combobox whether its list is open', async () => {
    const { user } = renderPanel();
    const combobox = await screen.findByRole('combobox', { name: 'Proyecto' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox.closest('.p-dropdown')!);
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the eleven sections, the status placeholder and the catalogue pickers from the sandbox', async () => {
    const { user } = renderPanel();
    for (const name of [
      'Datos del cliente', 'Servicio', 'Ubicación', 'Fuerza de tarea', 'Componente de configuración', 'Incidente o requerimiento',
      'Seguimiento', 'Ticket', 'Fechas', 'Tipo de servicio', 'Alertados (ticket externo)',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(isOpen('Datos del cliente')).toBe(true);
    expect(isOpen('Fechas')).toBe(false);

    await openSection(user, 'Incidente o requerimiento');
    const status = screen.getByRole('combobox', { name: 'Estatus' });
    expect(status.closest('.p-multiselect')).toHaveTextContent('Todos');
    await waitFor(() => expect(status).toHaveAttribute('aria-busy', 'false'));
    await user.click(status.closest('.p-multiselect')!);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(await within(listbox).findByRole('option', { name: 'Pendiente de asignación', hidden: true })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Cargado', hidden: true })).not.toBeInTheDocument(); // not enabled for display
    await user.keyboard('{Escape}');

    await pickOptions(user, 'Socios', ['Socio Norte']);
    expect(screen.getByRole('combobox', { name: 'Socios' }).closest('.p-multiselect')).toHaveTextContent('Socio Norte');
  });

  it('submits the filter with trimmed text, pickers, checkboxes and UTC dates, and remembers it', async () => {
    const { user, onSearch } = renderPanel();
    await user.type(screen.getByLabelText('Nombre del cliente'), '  ACME ');
    await openSection(user, 'Incidente o requerimiento');
    await pickOptions(user, 'Estatus', ['Pendiente de asignación', 'Asignado y confirmado']);
    await openSection(user, 'Fuerza de tarea');
    await user.click(screen.getByLabelText('Atención remota'));
    await openSection(user, 'Seguimiento');
    await user.type(screen.getByLabelText('Avance desde (%)'), '10');
    await user.type(screen.getByLabelText('Avance hasta (%)'), '90.5');
    await openSection(user, 'Fechas');
    const [from, to] = await pickDays(user, 'Fecha de creación', 1, 2);
    expect(screen.getByRole('button', { name: 'Fecha de creación' })).toHaveTextContent(`${from.toFormat('dd/MM/yyyy')} - ${to.toFormat('dd/MM/yyyy')}`);

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({
      clientName: 'ACME',
      ticketsStatusIds: [2, 4],
      remote: true,
      fromPercent: '10',
      toPercent: '90.5',
      creationDateFromUTC: utc(from.startOf('day')),
      creationDateToUTC: utc(to.endOf('day')),
    });
    expect(window.localStorage.getItem('requirementfind')).toContain('"clientName":"ACME"');
  });

  it('shows the limit messages, opens the sections in error and does not search', async () => {
    const { user, onSearch } = renderPanel();
    await user.type(screen.getByLabelText('Número de cliente'), '1'.repeat(31));
    await openSection(user, 'Ticket');
    await user.type(screen.getByLabelText('Número de ticket'), '12a');
    await openSection(user, 'Seguimiento');
    await user.type(screen.getByLabelText('Avance desde (%)'), '.5');
    // Close two sections again: a failed search reopens them.
    await user.click(section('Ticket'));
    await user.click(section('Seguimiento'));
    await waitFor(() => expect(isOpen('Ticket')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(isOpen('Ticket')).toBe(true));
    expect(isOpen('Seguimiento')).toBe(true);
    expect(await screen.findByText('Valor mayor a 30 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Solo se permiten números')).toBeInTheDocument();
    expect(screen.getByText('Debe iniciar con un dígito o una coma y contener solo dígitos, puntos y comas')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de ticket')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Número de ticket')).toHaveAccessibleDescription('Solo se permiten números');
    expect(onSearch).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('requirementfind')).toBeNull();

    await user.clear(screen.getByLabelText('Número de ticket'));
    await user.type(screen.getByLabelText('Número de ticket'), '   ');
    await user.tab();
    expect(await screen.findByText('Valor menor a 1')).toBeInTheDocument();
  });

  it("refuses a 'to' earlier than the 'from' of a restored date range", async () => {
    window.localStorage.setItem(
      'requirementfind',
      JSON.stringify({ closedDate: { start: new Date(2026, 2, 10).toISOString(), end: new Date(2026, 2, 9).toISOString() } }),
    );
    const { user, onSearch } = renderPanel();
    expect(isOpen('Fechas')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText("La fecha 'Hasta' debe ser mayor que la fecha 'Desde'")).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('restores the last filter after a remount, remote/External checkboxes and external origin and event id included', async () => {
    const first = renderPanel();
    await openSection(first.user, 'Alertados (ticket externo)');
    await first.user.click(screen.getByLabelText('Externo'));
    await first.user.type(screen.getByLabelText('Origen externo'), 'SIEM');
    await first.user.type(screen.getByLabelText('Id de evento externo'), '555');
    await openSection(first.user, 'Fuerza de tarea');
    await first.user.click(screen.getByLabelText('Atención remota'));
    await openSection(first.user, 'Fechas');
    const [from, to] = await pickDays(first.user, 'Fecha de cierre', 3, 4);
    await first.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(first.onSearch).toHaveBeenCalledTimes(1));
    const submitted = first.onSearch.mock.calls[0]![0];
    expect(submitted).toEqual({
      External: true,
      externalOrigin: 'SIEM',
      externalEventId: '555',
      remote: true,
      closedDateFromUTC: utc(from.startOf('day')),
      closedDateToUTC: utc(to.endOf('day')),
    });
    first.unmount();

    const onClear = jest.fn();
    const second = renderPanel({ onClear });
    // The sections holding values open by themselves.
    expect(isOpen('Alertados (ticket externo)')).toBe(true);
    expect(isOpen('Fuerza de tarea')).toBe(true);
    expect(isOpen('Fechas')).toBe(true);
    expect(screen.getByLabelText('Externo')).toBeChecked();
    expect(screen.getByLabelText('Atención remota')).toBeChecked();
    expect(screen.getByLabelText('Origen externo')).toHaveValue('SIEM');
    expect(screen.getByLabelText('Id de evento externo')).toHaveValue('555');
    expect(screen.getByRole('button', { name: 'Fecha de cierre' })).toHaveTextContent(`${from.toFormat('dd/MM/yyyy')} - ${to.toFormat('dd/MM/yyyy')}`);

    await second.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(second.onSearch).toHaveBeenCalledTimes(1));
    expect(second.onSearch.mock.calls[0]![0]).toEqual(submitted);

    await second.user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Externo')).not.toBeChecked();
    expect(screen.getByLabelText('Origen externo')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Fecha de cierre' })).toHaveTextContent('DD/MM/AAAA - DD/MM/AAAA');
    expect(window.localStorage.getItem('requirementfind')).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('starts from initialValues when given, over the remembered filter', async () => {
    window.localStorage.setItem('requirementfind', JSON.stringify({ clientName: 'Remembered' }));
    const onSearch = jest.fn();
    const user = userEvent.setup();
    renderWithApp(<TicketFilterPanel onSearch={onSearch} initialValues={{ clientName: 'Given' }} />, { as: { sandbox, role: 'DIS' }, route: '/requirement/find' });
    expect(screen.getByLabelText('Nombre del cliente')).toHaveValue('Given');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ clientName: 'Given' }, expect.objectContaining({ clientName: 'Given' })));
  });
});
