import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusConfigurationOf } from '../../../../test/sandbox/product/statusConfiguration';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
const PATH = '/product/api/v1/ProductStatusConfiguration';
const AVAILABLE = 1;
const REPAIRED = 32;

const open = (language: 'es' | 'en' = 'es') => renderScreen({ route: '/statusCongurationComponents', language, as: { sandbox, role: 'ADM' } });
const form = () => screen.findByRole('form', { name: 'Configuración de estatus de componentes' }, { timeout: 20_000 });
const cell = (from: string, to: string) => screen.getByRole('checkbox', { name: `De ${from} a ${to}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
const allows = (from: number, to: number) => statusConfigurationOf(sandbox.store).transitions.some((t) => t.fromStatusId === from && t.toStatusId === to);

/** The bodies the app sends to the configuration's update. */
function sentUpdates(): any[] {
  const bodies: any[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith(PATH)) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** A required field's label ends in its mark. */
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Replaces the text of a field as a paste would (a name longer than the limit is kept, then refused). */
async function replaceText(label: string, text: string) {
  const input = labelled(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => sandbox.server.events.removeAllListeners());

describe('component status configuration (statusCongurationComponents)', () => {
  it('loads the configuration: each status with its names and colour, and the allowed transitions ticked', async () => {
    open();
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Estatus de componentes' })).toBeInTheDocument();
    expect(labelled('Nombre en español (Disponible)')).toHaveValue('Disponible');
    expect(labelled('Nombre en inglés (Disponible)')).toHaveValue('Available');
    expect(screen.getByRole('switch', { name: 'Disponible habilitado' })).toBeChecked();
    expect(cell('Disponible', 'En revisión')).toBeChecked();
    expect(cell('Disponible', 'Reparado')).not.toBeChecked();
    // 48 is final in the seed: nothing leaves it.
    expect(within(screen.getByRole('row', { name: /^Irreparable/ })).getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  }, 60_000);

  it('saves a new transition with the version it read, then the next save with the new version', async () => {
    const sent = sentUpdates();
    open();
    await form();
    await userEvent.click(cell('Disponible', 'Reparado'));
    await save();
    expect(await screen.findByText('Configuración de estatus guardada', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(allows(AVAILABLE, REPAIRED)).toBe(true);
    expect(sent[0]).toMatchObject({ rowVersion: 1 });
    expect(sent[0].statuses).toHaveLength(15);

    await userEvent.click(cell('Disponible', 'Reparado'));
    await save();
    await waitFor(() => expect(allows(AVAILABLE, REPAIRED)).toBe(false), { timeout: 10_000 });
    expect(sent[1]).toMatchObject({ rowVersion: 2 });
  }, 60_000);

  it('a disabled status takes its transitions out of the save, and its cells are unavailable', async () => {
    open();
    await form();
    await userEvent.click(screen.getByRole('switch', { name: 'Reciclaje habilitado' }));
    expect(cell('Disponible', 'Reciclaje')).toBeDisabled();
    await save();
    await waitFor(() => expect(statusConfigurationOf(sandbox.store).statuses.find((s) => s.componentStatusId === 34)!.enabled).toBe(false), { timeout: 10_000 });
    expect(statusConfigurationOf(sandbox.store).transitions.some((t) => t.fromStatusId === 34 || t.toStatusId === 34)).toBe(false);
  }, 60_000);

  it('moves between the matrix cells with the arrow keys and ticks with the space bar', async () => {
    open();
    await form();
    cell('Disponible', 'En revisión').focus();
    await userEvent.keyboard('{ArrowDown}');
    // The diagonal (En revisión to itself) is skipped.
    expect(cell('Enviado a laboratorio', 'En revisión')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell('Enviado a laboratorio', 'Disponible')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(cell('Enviado a laboratorio', 'Disponible')).toBeChecked();
  }, 60_000);

  it('takes a name at its limit and refuses one past it with the message, sending nothing', async () => {
    const sent = sentUpdates();
    open();
    await form();
    await replaceText('Nombre en español (Disponible)', 'D'.repeat(LIMITS.components.statusNameMax + 1));
    await save();
    expect(await screen.findByText(`El valor no puede exceder ${LIMITS.components.statusNameMax} caracteres`)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const atLimit = 'D'.repeat(LIMITS.components.statusNameMax);
    await replaceText('Nombre en español (Disponible)', atLimit);
    await save();
    await waitFor(() => expect(statusConfigurationOf(sandbox.store).statuses[0]!.nameEs).toBe(atLimit), { timeout: 10_000 });
  }, 60_000);

  it('saved by someone else meanwhile: the save opens the conflict dialog, and keep mine saves both changes', async () => {
    open();
    await form();
    const theirs = (await callApi(sandbox, 'GET', PATH)).body.data;
    theirs.statuses[0].nameEn = 'Ready';
    expect((await callApi(sandbox, 'PUT', PATH, { body: theirs })).status).toBe(200);

    await replaceText('Nombre en español (Disponible)', 'Lista');
    await save();
    const conflict = await screen.findByRole('dialog', { name: 'Otra persona guardó este registro' }, { timeout: 10_000 });
    expect(within(conflict).getByRole('listitem')).toHaveTextContent('Nombre en inglés (Disponible)');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    await waitFor(() => expect(statusConfigurationOf(sandbox.store).statuses[0]).toMatchObject({ nameEs: 'Lista', nameEn: 'Ready' }), { timeout: 10_000 });
  }, 60_000);

  it('speaks English', async () => {
    sandbox.store.users.get(1)!.langId = 2;
    open('en');
    expect(await screen.findByRole('form', { name: 'Component status configuration' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'From Available to On review' })).toBeChecked();
    expect(labelled('Spanish name (Available)')).toHaveValue('Disponible');
  }, 60_000);
});
