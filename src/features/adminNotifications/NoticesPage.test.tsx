import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { advanceClock } from '../../../test/sandbox/clock';
import { notices } from '../../../test/sandbox/message/notices';
import { callApi } from '../../../test/setup/callApi';
import { choose } from '../../../test/setup/formActions';
import { dialogField, dialogOpened, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { appClock } from '../../shared/time/clock';
import { LIMITS } from '../../shared/validation/limits';
import { noticeSchema, EMPTY_NOTICE } from './noticeSchema';

const sandbox = setupSandbox({ tickets: 50 });
const { commentMax, searchMaxYears } = LIMITS.notices;
const DAY = 86_400_000;

beforeEach(() => {
  jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now);
  // Each test reads the notices it schedules, not the seeded ones.
  notices(sandbox.store).clear();
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderScreen({ route: '/notification', as: { sandbox, role: 'ADM' } });
const rows = () => gridRows('Notificaciones programadas');
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const today = () => DateTime.fromJSDate(sandbox.store.now).startOf('day');
const shown = (day: DateTime) => day.toFormat('dd/MM/yyyy');
const schedule = (days: number, comment: string) =>
  callApi(sandbox, 'POST', '/message/api/v1/Notices', {
    body: { scheduledDate: today().plus({ days }).toISODate(), comment, notificationPriorityId: 1, notificationTypeId: 1, audience: { userIds: [], roleCodes: ['DIS'], clientIds: [] } },
  });
const searchForm = () => screen.getByRole('search', { name: 'Buscar notificaciones programadas' });
const setDay = (label: RegExp, day: string) => fireEvent.change(within(searchForm()).getByLabelText(label), { target: { value: day } });

describe('scheduled notifications (notification)', () => {
  it('lists the notices of the range; a delivered one opens read-only, a scheduled one for editing', async () => {
    await schedule(1, 'Mantenimiento del sistema el sábado');
    await schedule(5, 'Cambio de horario de la mesa');
    advanceClock(sandbox.store, DAY);
    open();
    const [delivered, scheduled] = await rows();
    expect(delivered).toHaveTextContent('Mantenimiento del sistema el sábado');
    expect(delivered).toHaveTextContent(/Entregada el/);
    expect(delivered).toHaveTextContent('Despachador');
    expect(scheduled).toHaveTextContent('Programada');
    const deliveredDay = shown(today());
    expect(within(delivered!).queryByRole('button', { name: `Editar la notificación del ${deliveredDay}` })).not.toBeInTheDocument();
    expect(within(scheduled!).getByRole('button', { name: `Editar la notificación del ${shown(today().plus({ days: 4 }))}` })).toBeInTheDocument();

    await userEvent.click(within(delivered!).getByRole('button', { name: `Notificación del ${deliveredDay}` }));
    const view = await screen.findByRole('dialog', { name: `Notificación del ${deliveredDay}` });
    expect(within(view).getByText('Mantenimiento del sistema el sábado')).toBeInTheDocument();
    expect(within(view).getByLabelText('Prioridad')).toHaveAttribute('readonly');
    expect(within(view).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  }, 60_000);

  it(`schedules a notice from tomorrow, refusing today with its message, with a comment of ${commentMax} characters where one more stops`, async () => {
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Programar notificación' }));
    await dialogOpened();
    fireEvent.input(dialogField(/^Fecha de envío/), { target: { value: shown(today()) } });
    await userEvent.click(dialogField(/^Comentario/));
    await userEvent.paste('a'.repeat(commentMax + 1));
    expect(dialogField(/^Comentario/)).toHaveValue('a'.repeat(commentMax));
    await choose(/^Prioridad/, 'Alta', topDialog());
    await choose(/^Tipo/, 'Mantenimiento', topDialog());
    await userEvent.click(dialogField(/^Roles/).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Despachador', hidden: true }));
    await save();
    expect(await within(topDialog()).findByText('La notificación debe darse al menos un día después de hoy')).toBeInTheDocument();

    fireEvent.input(dialogField(/^Fecha de envío/), { target: { value: shown(today().plus({ days: 1 })) } });
    await save();
    expect(await screen.findByText(`Se agregó «${shown(today().plus({ days: 1 }))}».`)).toBeInTheDocument();
    const [saved] = [...notices(sandbox.store).values()];
    expect(saved).toMatchObject({ scheduledDate: today().plus({ days: 1 }).toISODate(), audience: { userIds: [], roleCodes: ['DIS'], clientIds: [] } });
    expect(saved!.comment).toHaveLength(commentMax);
  }, 60_000);

  it('requires the day, the comment, priority, type and someone to tell', async () => {
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Programar notificación' }));
    await dialogOpened();
    await save();
    expect(await within(topDialog()).findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(within(topDialog()).getByText('Indique al menos un usuario, rol o cliente')).toBeInTheDocument();
    expect(notices(sandbox.store).size).toBe(0);
  }, 60_000);

  it(`refuses a comment of ${commentMax + 1} characters`, async () => {
    const values = { ...EMPTY_NOTICE, scheduledDate: today().plus({ days: 1 }).toJSDate(), notificationPriorityId: 1, notificationTypeId: 1, roleCodes: ['DIS'] };
    await expect(noticeSchema.validate({ ...values, comment: 'a'.repeat(commentMax) })).resolves.toBeTruthy();
    await expect(noticeSchema.validate({ ...values, comment: 'a'.repeat(commentMax + 1) })).rejects.toThrow(`validation.maxLength {"max":${commentMax}}`);
  });

  it(`searches at most ${searchMaxYears} years, both days required`, async () => {
    await schedule(3, 'Dentro del rango');
    open();
    await rows();
    const from = today().minus({ days: 1 });
    setDay(/^Desde/, from.toISODate()!);
    setDay(/^Hasta/, from.plus({ years: searchMaxYears, days: 1 }).toISODate()!);
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(`El rango de fechas no puede ser mayor a ${searchMaxYears} años`)).toBeInTheDocument();

    setDay(/^Hasta/, from.plus({ years: searchMaxYears }).toISODate()!);
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByText(`El rango de fechas no puede ser mayor a ${searchMaxYears} años`)).not.toBeInTheDocument());
    expect(await rows()).toHaveLength(1);

    setDay(/^Desde/, '');
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Seleccione la fecha inicial y la final')).toBeInTheDocument();
  }, 60_000);

  it('tells that a notice delivered while it was being edited can no longer change', async () => {
    await schedule(1, 'Aviso para mañana');
    open();
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: /^Editar la notificación/ }));
    await dialogOpened();
    fireEvent.input(dialogField(/^Fecha de envío/), { target: { value: shown(today().plus({ days: 3 })) } });
    advanceClock(sandbox.store, DAY);
    await save();
    expect(await within(topDialog()).findByText('La notificación ya fue entregada y no se puede editar')).toBeInTheDocument();
  }, 60_000);
});
