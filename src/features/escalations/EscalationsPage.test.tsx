import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock } from '../../../test/sandbox/clock';
import { escalationRules } from '../../../test/sandbox/ticket/escalations';
import { callApi } from '../../../test/setup/callApi';
import { choose } from '../../../test/setup/formActions';
import { dialogField, dialogOpened, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { appClock } from '../../shared/time/clock';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 200 });
const { levelsMax, minutesMax, slaPercentMax } = LIMITS.escalations;
const PENDING_ASSIGNMENT = 2;
const DISPATCHER = 2;

const DEMO_USERS = 9;

beforeEach(() => {
  jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now);
  // Each test reads the rules it sets, not the seeded ones.
  escalationRules(sandbox.store).clear();
  // The users' list offers the enabled ones: the demo users alone keep each level's list short for jsdom.
  for (const user of sandbox.store.users.values()) if (user.userId > DEMO_USERS) user.enabled = false;
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderScreen({ route: '/Escalations', as: { sandbox, role: 'ADM' } });
const rules = () => gridRows('Escalamientos');
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const dispatcherName = () => sandbox.store.users.get(DISPATCHER)!.fullName;
const storedRule = (name: string) => [...escalationRules(sandbox.store).values()].find((r) => r.name === name);
const rule = (change: Record<string, unknown> = {}) => ({
  name: 'Pendientes sin asignar', clientId: 1, serviceId: null, criticalityId: null, statusId: PENDING_ASSIGNMENT, measure: 'TimeInStatus', enabled: true,
  levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }], ...change,
});

async function typeThreshold(level: number, value: number) {
  const input = dialogField(new RegExp(`^Umbral del nivel ${level} `));
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Tab}`);
}

/** Picks a user in a level's list (hundreds of options: found by their label, not by a role query over them all). */
async function pickUser(level: number, name: string) {
  const box = () => dialogField(new RegExp(`^Usuarios avisados en el nivel ${level}`)).closest('.p-multiselect')!;
  await userEvent.click(box());
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('li[role="option"]')].find((li) => li.textContent === name);
    if (!found) throw new Error(`no user ${name}`);
    return found;
  });
  await userEvent.click(option);
  // Closed by a click on its box (Escape would close the dialog under it).
  await userEvent.click(box());
}

/** A new rule's dialog with its name and client, timing Pendiente de asignación unless told otherwise. */
async function startRule(name: string, status = true) {
  open();
  await rules();
  await userEvent.click(screen.getByRole('button', { name: 'Agregar escalamiento' }));
  await dialogOpened();
  await enterInDialog(/^Nombre/, name);
  await choose(/^Cliente/, sandbox.store.clients.get(1)!.name, topDialog());
  if (status) await choose(/^Estatus/, sandbox.store.statuses.get(PENDING_ASSIGNMENT)!.name, topDialog());
}

describe('escalations (Escalations)', () => {
  it('lists the rules with their client, what they measure and their levels, and shows the escalations they sent', async () => {
    await callApi(sandbox, 'POST', '/ticket/api/v1/Escalations', { body: rule({ levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }, { level: 2, threshold: 60, userIds: [DISPATCHER] }] }) });
    advanceClock(sandbox.store, 60_000);
    open();
    const [row] = await rules();
    expect(row).toHaveTextContent('Pendientes sin asignar');
    expect(row).toHaveTextContent(sandbox.store.clients.get(1)!.name);
    expect(row).toHaveTextContent('Minutos en un estatus');
    expect(row).toHaveTextContent('30, 60 min');
    expect(row).toHaveTextContent('Todas las criticidades');

    await userEvent.click(screen.getByRole('button', { name: 'Escalamientos enviados' }));
    const sent = await gridRows('Escalamientos enviados');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]).toHaveTextContent('Pendientes sin asignar');
    expect(sent[0]).toHaveTextContent(dispatcherName());
  }, 60_000);

  it(`saves ${levelsMax} levels, the most it offers, with a threshold at ${minutesMax} minutes after refusing one more`, async () => {
    await startRule('Cinco niveles');
    for (let level = 2; level <= levelsMax; level += 1) await userEvent.click(within(topDialog()).getByRole('button', { name: 'Agregar nivel' }));
    expect(within(topDialog()).getByRole('button', { name: 'Agregar nivel' })).toBeDisabled();
    expect(within(topDialog()).getByText(`Máximo ${levelsMax} niveles`)).toBeInTheDocument();
    for (let level = 1; level <= levelsMax; level += 1) {
      await typeThreshold(level, level === levelsMax ? minutesMax + 1 : level * 10);
      await pickUser(level, dispatcherName());
    }
    await save();
    expect(await within(topDialog()).findByText(`El valor debe ser menor o igual a ${minutesMax}`)).toBeInTheDocument();

    await typeThreshold(levelsMax, minutesMax);
    await save();
    expect(await screen.findByText('Se agregó «Cinco niveles».')).toBeInTheDocument();
    expect(storedRule('Cinco niveles')!.levels.map((l) => l.threshold)).toEqual([10, 20, 30, 40, minutesMax]);
  }, 90_000);

  it(`measures the SLA spent up to ${slaPercentMax} %, refusing one more, with no status to time`, async () => {
    await startRule('SLA consumido', false);
    await choose(/^Se mide/, 'Porcentaje del SLA consumido', topDialog());
    expect(within(topDialog()).queryByLabelText(/^Estatus/)).not.toBeInTheDocument();
    await typeThreshold(1, slaPercentMax + 1);
    await pickUser(1, dispatcherName());
    await save();
    expect(await within(topDialog()).findByText(`El valor debe ser menor o igual a ${slaPercentMax}`)).toBeInTheDocument();

    await typeThreshold(1, slaPercentMax);
    await save();
    expect(await screen.findByText('Se agregó «SLA consumido».')).toBeInTheDocument();
    expect(storedRule('SLA consumido')).toMatchObject({ measure: 'SlaSpent', statusId: null, levels: [{ level: 1, threshold: slaPercentMax, userIds: [DISPATCHER] }] });
  }, 60_000);

  it('refuses a level whose threshold is not above the one before, and a level without users', async () => {
    await startRule('Sin crecer');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Agregar nivel' }));
    await typeThreshold(1, 30);
    await pickUser(1, dispatcherName());
    await typeThreshold(2, 30);
    await save();
    expect(await within(topDialog()).findByText('El umbral debe ser mayor que el del nivel anterior (30)')).toBeInTheDocument();
    expect(within(within(topDialog()).getByRole('group', { name: 'Nivel 2' })).getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(storedRule('Sin crecer')).toBeUndefined();
  }, 60_000);

  it('changed by someone else meanwhile: the save is a conflict, and keeping mine saves over their version', async () => {
    await callApi(sandbox, 'POST', '/ticket/api/v1/Escalations', { body: rule() });
    open();
    await rules();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Pendientes sin asignar' }));
    await dialogOpened();
    const theirs = { ...rule({ name: 'Renombrada en otra sesión' }), id: storedRule('Pendientes sin asignar')!.id, rowVersion: 1 };
    expect((await callApi(sandbox, 'PUT', '/ticket/api/v1/Escalations', { body: theirs })).status).toBe(200);
    await enterInDialog(/^Nombre/, 'Sin asignar 30 minutos');
    await save();

    const conflict = await screen.findByRole('dialog', { name: 'Otra persona guardó este registro' });
    const row = within(conflict).getByRole('row', { name: /^Nombre/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([theirs.name, 'Sin asignar 30 minutos']);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    expect(await screen.findByText('Se guardaron los cambios de «Sin asignar 30 minutos».')).toBeInTheDocument();
    await waitFor(() => expect(storedRule('Sin asignar 30 minutos')).toBeDefined());
  }, 60_000);
});
