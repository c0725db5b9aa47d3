import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceResponseTimes, serviceSettings } from '../../../../test/sandbox/clients/serviceState';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, dialogOpened, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });
const L = LIMITS.clients;

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const dialogClosed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
async function retype(label: RegExp, text: string) {
  await userEvent.clear(dialogField(label));
  await userEvent.setup({ delay: null }).type(dialogField(label), `${text}{Tab}`);
}
const servicesOf = (clientId: number) => [...sandbox.store.services.values()].filter((s) => s.clientId === clientId);
const settingsOf = (serviceId: number) => serviceSettings(sandbox.store).get(serviceId)!;

/** The clients screen with the first client's services open. */
async function openServices() {
  renderScreen({ route: '/clientsManagment', as: { sandbox, role: 'ADM' } });
  await gridRows('Clientes', 45_000);
  await userEvent.click(screen.getByRole('button', { name: 'Servicios de Banco del Valle' }));
  const table = await screen.findByRole('table', { name: 'Servicios de Banco del Valle' }, { timeout: 15_000 });
  return table;
}

describe('a client’s services', () => {
  it('adds a service at each limit after refusing one past (name 50, attention 3 digits, expiration 5, hours above 0, description)', async () => {
    const table = await openServices();
    expect(within(table).getAllByRole('row')).toHaveLength(servicesOf(1).length + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    await dialogOpened();

    await enterInDialog(/^Número/, 'S-900');
    await enterInDialog(/^Nombre del servicio/, 'n'.repeat(L.serviceNameMax + 1));
    expect(dialogField(/^Nombre del servicio/)).toHaveValue('n'.repeat(L.serviceNameMax));
    await choose(/^Tipo de servicio/, 'Lanzamiento', topDialog());
    await choose(/^Proyecto/, [...sandbox.store.projects.values()].find((p) => p.clientId === 1)!.name, topDialog());
    await choose(/^Tipo de precio/, 'Por hora', topDialog());
    await retype(/^Costo/, '1500.5');
    await retype(/^Tiempo de atención/, String(L.attentionTimeMax + 1));
    await retype(/^Tiempo de vencimiento/, String(L.expirationTimeMax + 1));
    await retype(/^Tiempo límite/, '0');
    await enterInDialog(/^Descripción/, ' Revisión mensual');
    await save();
    const dialog = topDialog();
    expect(await within(dialog).findByText(es.t('validation.max', { max: L.attentionTimeMax }))).toBeInTheDocument();
    expect(within(dialog).getByText(es.t('validation.max', { max: L.expirationTimeMax }))).toBeInTheDocument();
    expect(within(dialog).getByText(es.t('validation.min', { min: L.timeLimitHoursMin }))).toBeInTheDocument();
    expect(within(dialog).getByText('No puede iniciar con un espacio')).toBeInTheDocument();
    // Service type 32 (launch) turns remote work on by itself.
    expect(within(dialog).getByRole('switch', { name: 'Trabajo remoto' })).toBeChecked();

    await retype(/^Tiempo de atención/, String(L.attentionTimeMax));
    await retype(/^Tiempo de vencimiento/, String(L.expirationTimeMax));
    await retype(/^Tiempo límite/, String(L.timeLimitHoursMin));
    await enterInDialog(/^Descripción/, 'Revisión mensual');
    await save();
    await waitFor(() => expect(servicesOf(1).some((s) => s.name === 'n'.repeat(L.serviceNameMax))).toBe(true));
    const created = servicesOf(1).find((s) => s.name === 'n'.repeat(L.serviceNameMax))!;
    expect(settingsOf(created.id)).toMatchObject({
      priceType: 'Hourly', cost: 1500.5, attentionTime: L.attentionTimeMax, expirationTime: L.expirationTimeMax, timeLimitHours: L.timeLimitHoursMin, remoteWork: true,
    });
    expect(await screen.findByText(`Se agregó el servicio «${'n'.repeat(L.serviceNameMax)}».`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(servicesOf(1).length + 1));
  }, 90_000);

  it('sets a weekly schedule, refusing a start after its end, and 24x7', async () => {
    await openServices();
    const service = servicesOf(1).find((s) => !settingsOf(s.id).schedule.allDay)!;
    await userEvent.click(screen.getByRole('button', { name: `Horario de atención de ${service.name}` }));
    await dialogOpened();
    await waitFor(() => expect(dialogField(/^Inicio \(Lunes\)/)).toHaveValue('09:00'));
    await enterInDialog(/^Fin \(Lunes\)/, '08:30');
    await userEvent.click(dialogField(/^Sábado/));
    await enterInDialog(/^Inicio \(Sábado\)/, '10:00');
    await enterInDialog(/^Fin \(Sábado\)/, '14:00');
    await save();
    expect(await within(topDialog()).findByText('La hora de inicio debe ser anterior a la de fin')).toBeInTheDocument();
    expect(settingsOf(service.id).schedule.days[0]).toMatchObject({ weekday: 1, end: '18:00' });

    await enterInDialog(/^Fin \(Lunes\)/, '19:30');
    await save();
    await dialogClosed(service.name);
    expect(settingsOf(service.id).schedule).toMatchObject({ allDay: false, days: expect.arrayContaining([{ weekday: 1, start: '09:00', end: '19:30' }, { weekday: 6, start: '10:00', end: '14:00' }]) });
    expect(await screen.findByText(`Se guardó el horario de atención de «${service.name}».`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Horario de atención de ${service.name}` }));
    await dialogOpened();
    await userEvent.click(await within(topDialog()).findByRole('switch', { name: /^24x7/ }));
    expect(within(topDialog()).queryByLabelText(/^Inicio \(Lunes\)/)).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(settingsOf(service.id).schedule).toEqual({ allDay: true, calendarDays: false, days: [] }));
  }, 90_000);

  it('sets the evidence minimum, the maximum incidents per location (1 to 99 or unlimited) and what closing requires, refusing one past each edge', async () => {
    await openServices();
    const service = servicesOf(1)[0]!;
    await userEvent.click(screen.getByRole('button', { name: `Reglas de atención de ${service.name}` }));
    await dialogOpened();
    await waitFor(() => expect(dialogField(/^Mínimo de fotografías/)).toBeInTheDocument());
    await retype(/^Mínimo de fotografías/, String(L.evidenceMinimumMax + 1));
    if (within(topDialog()).getByRole('switch', { name: /ilimitadas/ }).getAttribute('aria-checked') === 'true') {
      await userEvent.click(within(topDialog()).getByRole('switch', { name: /ilimitadas/ }));
    }
    await retype(/^Máximo de incidencias/, String(L.maxIncidentsMax + 1));
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.max', { max: L.evidenceMinimumMax }))).toBeInTheDocument();
    expect(within(topDialog()).getByText(es.t('validation.max', { max: L.maxIncidentsMax }))).toBeInTheDocument();
    await retype(/^Máximo de incidencias/, String(L.maxIncidentsMin - 1));
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.min', { min: L.maxIncidentsMin }))).toBeInTheDocument();

    await retype(/^Mínimo de fotografías/, String(L.evidenceMinimumMax));
    await retype(/^Máximo de incidencias/, String(L.maxIncidentsMax));
    await userEvent.click(within(topDialog()).getByRole('switch', { name: 'Cierre automático' }));
    await userEvent.click(dialogField(/^El cierre requiere un documento/));
    await save();
    await waitFor(() => expect(settingsOf(service.id)).toMatchObject({
      evidenceMinimum: L.evidenceMinimumMax, maxIncidentsPerLocation: L.maxIncidentsMax, automaticClose: true, requirement: { documentRequired: false, commentRequired: true },
    }));

    await userEvent.click(screen.getByRole('button', { name: `Reglas de atención de ${service.name}` }));
    await dialogOpened();
    await userEvent.click(await within(topDialog()).findByRole('switch', { name: /ilimitadas/ }));
    expect(within(topDialog()).queryByLabelText(/^Máximo de incidencias/)).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(settingsOf(service.id).maxIncidentsPerLocation).toBeNull());
  }, 90_000);

  it('keeps a service’s response times per client priority, within the SLA digits, and removes one after asking', async () => {
    await openServices();
    const service = servicesOf(1)[1]!;
    const priority = [...sandbox.store.clientPriorities.values()].find((p) => p.clientId === 1 && p.enabled)!;
    await userEvent.click(screen.getByRole('button', { name: `Tiempos de respuesta de ${service.name}` }));
    const title = `Tiempos de respuesta de ${service.name}`;
    expect(await within(screen.getByRole('dialog', { name: title })).findByText('Sin tiempos por prioridad: se aplica el SLA del servicio')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar tiempo por prioridad' }));
    await dialogOpened();
    await choose(/^Prioridad del cliente/, priority.name, topDialog());
    await retype(/^Tiempo de atención/, String(L.attentionTimeMax + 1));
    await retype(/^Tiempo de vencimiento/, String(L.expirationTimeMax));
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.max', { max: L.attentionTimeMax }))).toBeInTheDocument();
    await retype(/^Tiempo de atención/, String(L.attentionTimeMax));
    await save();
    await waitFor(() => expect([...serviceResponseTimes(sandbox.store).values()]).toEqual([
      expect.objectContaining({ serviceId: service.id, clientPriorityId: priority.id, attentionTime: L.attentionTimeMax, expirationTime: L.expirationTimeMax }),
    ]));
    const table = await within(screen.getByRole('dialog', { name: title })).findByRole('table', { name: title });
    await waitFor(() => expect(within(table).getByRole('cell', { name: priority.name })).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: `Quitar tiempos de ${priority.name}` }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(serviceResponseTimes(sandbox.store).size).toBe(0));
  }, 90_000);
});
