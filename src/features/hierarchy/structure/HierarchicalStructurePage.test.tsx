import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { enter } from '../../../../test/setup/formActions';
import { enterInDialog } from '../../../../test/setup/gridActions';
import { extraOf } from '../../../../test/sandbox/security/state';
import es from '../../../shared/i18n/es.json';
import { REGION_WITHOUT_TOP } from '../../../../test/sandbox/security/hierarchySeed';
import type { UserRecord } from '../../../../test/sandbox/store/types';

const sandbox = setupSandbox();
const open = (role: 'ADM' | 'SUP' = 'ADM') => renderScreen({ route: '/HierarchicalStructure', as: { sandbox, role } });
const structureUsers = () => [...sandbox.store.users.values()].filter((u) => u.enabled && !u.nonOperational);
const tree = () => screen.findByRole('treegrid', { name: 'Estructura jerárquica' }, { timeout: 20_000 });

/** A person's row, found by the name in its first cell (a row's whole text also names superiors). */
function rowOf(grid: HTMLElement, fullName: string): HTMLElement {
  const row = within(grid).getAllByRole('row').find((r) => r.querySelector('.structure-name')?.textContent === fullName);
  if (!row) throw new Error(`no row for ${fullName}`);
  return row;
}

/** Picks an option of a dropdown of the dialog (the filters above have fields of the same names). */
async function chooseIn(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByLabelText(label).closest('.p-dropdown')!);
  const options = await screen.findAllByRole('option', { hidden: true });
  const match = options.find((o) => o.tagName === 'LI' && o.getAttribute('aria-label') === option);
  if (!match) throw new Error(`no option '${option}': ${options.map((o) => o.getAttribute('aria-label')).join(', ')}`);
  await userEvent.click(match);
}

async function placeDialog(user: UserRecord) {
  await enter(/^Nombre, usuario, correo o puesto/, user.userName);
  await userEvent.click(await within(await tree()).findByRole('button', { name: `Cambiar la posición de ${user.fullName}` }));
  return screen.findByRole('dialog', { name: `Posición de ${user.fullName}` });
}

describe('hierarchical structure screen', () => {
  it('shows every field of the structure user, opens on the first two levels and counts the people', async () => {
    open();
    const grid = await tree();
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Nombre completo', 'Usuario', 'Correo electrónico', 'Nivel', 'Puesto', 'Superior', 'Jefe directo', 'Región', 'Área', 'País', 'Teléfono',
      'Último acceso', 'Días sin acceso', 'Vacante', 'Acciones',
    ]);
    const directors = structureUsers().filter((u) => u.level === 0);
    const someDirector = directors.find((u) => u.userId !== 1)!;
    const row = await waitFor(() => rowOf(grid, someDirector.fullName));
    expect(row).toHaveAttribute('aria-level', '1');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const firstReport = structureUsers().find((u) => u.superiorId === someDirector.userId)!;
    expect(rowOf(grid, firstReport.fullName)).toHaveAttribute('aria-level', '2');
    const stats = screen.getByRole('region', { name: 'Estadísticas' });
    expect(within(stats).getByText('Personas').nextSibling).toHaveTextContent(structureUsers().length.toLocaleString('es-MX'));
  });

  it('names the region without a level 0 user until one is assigned', async () => {
    open();
    expect(await screen.findByRole('alert', undefined, { timeout: 20_000 })).toHaveTextContent(`La región ${REGION_WITHOUT_TOP} no tiene un usuario de nivel 0`);
  });

  it('filters by text and keeps each match under its superiors, marking a boss two levels up', async () => {
    open();
    const skipper = structureUsers().find((u) => {
      const boss = u.superiorId ? sandbox.store.users.get(u.superiorId) : undefined;
      return boss && u.level - boss.level > 1 && u.userId > 9;
    })!;
    await tree();
    await enter(/^Nombre, usuario, correo o puesto/, skipper.userName);
    const grid = await tree();
    const row = await waitFor(() => rowOf(grid, skipper.fullName));
    expect(row).toHaveTextContent('Superior no consecutivo');
    const boss = sandbox.store.users.get(skipper.superiorId!)!;
    expect(rowOf(grid, boss.fullName)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^1 persona de /)).toBeInTheDocument();
  });

  it('refuses a level above 0 in a region without a level 0 user, with its message, and saves nothing', async () => {
    open();
    await tree();
    const newcomer = structureUsers().find((u) => u.region === REGION_WITHOUT_TOP && u.level === 4)!;
    const dialog = await placeDialog(newcomer);
    await chooseIn(dialog, /^Nivel/, '3 · Coordinación');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(`La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0 antes de continuar`)).toBeInTheDocument();
    expect(sandbox.store.users.get(newcomer.userId)!.level).toBe(4);
  });

  it('warns, without blocking, when the chosen superior is not on the next level, and saves', async () => {
    open();
    await tree();
    const engineer = sandbox.store.users.get(4)!;
    const dialog = await placeDialog(engineer);
    await chooseIn(dialog, /^Superior/, `Andrea Salinas Ruiz — 0 · Dirección regional (${engineer.region})`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aviso: Andrea Salinas Ruiz está en el nivel 0 · Dirección regional, no en el inmediato superior (3 · Coordinación)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó la posición de Emilio Rangel Soto')).toBeInTheDocument();
    await waitFor(() => expect(sandbox.store.users.get(4)!.superiorId).toBe(1));
  });

  // Spec 002 section 5: a position keeps the allowed characters, in the dialog as in the service.
  it('refuses a position with one special character and saves one of letters, digits, spaces, hyphen and underscore', async () => {
    open();
    await tree();
    const engineer = sandbox.store.users.get(4)!;
    const before = extraOf(sandbox.store, engineer).position;
    const dialog = await placeDialog(engineer);
    await enterInDialog(/^Puesto$/, 'Técnico <b>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(es.validation.allowedCharacters)).toBeInTheDocument();
    expect(extraOf(sandbox.store, engineer).position).toBe(before);

    await enterInDialog(/^Puesto$/, 'Técnico_de campo-2 ñ');
    await chooseIn(dialog, /^Superior/, `Andrea Salinas Ruiz — 0 · Dirección regional (${engineer.region})`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Se guardó la posición de ${engineer.fullName}`)).toBeInTheDocument();
    expect(extraOf(sandbox.store, engineer).position).toBe('Técnico_de campo-2 ñ');
  });

  it('a save over someone else’s change to the person opens the conflict: their untouched change is kept, the clash listed, keep mine saves both', async () => {
    open();
    await tree();
    const engineer = sandbox.store.users.get(4)!;
    const dialog = await placeDialog(engineer);
    const { rowVersion } = (await callApi(sandbox, 'GET', `/security/api/v1/Accounts/${engineer.userId}`)).body.data;
    const theirs = { userId: engineer.userId, level: engineer.level, supervisorId: engineer.superiorId, position: 'Jefe de turno', isVacant: true, rowVersion };
    expect((await callApi(sandbox, 'PUT', '/security/api/v1/Accounts/UpdateHierarchy', { body: theirs })).status).toBe(200);

    await enterInDialog(/^Puesto$/, 'Técnico senior');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const conflict = await screen.findByRole('dialog', { name: es.conflict.title }, { timeout: 10_000 });
    const row = within(conflict).getByRole('row', { name: /Puesto/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Jefe de turno', 'Técnico senior']);
    expect(within(within(conflict).getByRole('list')).getByText(es.hierarchy.placement.vacant)).toBeInTheDocument();

    await userEvent.click(within(conflict).getByRole('button', { name: es.conflict.keepMine }));
    expect(await screen.findByText(`Se guardó la posición de ${engineer.fullName}`)).toBeInTheDocument();
    expect(extraOf(sandbox.store, engineer).position).toBe('Técnico senior');
    expect(extraOf(sandbox.store, engineer).isVacant).toBe(true);
  });

  it('lets the global view read the structure without changing or exporting it', async () => {
    open('SUP');
    const grid = await tree();
    expect(within(grid).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Cambiar la posición/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excel/ })).not.toBeInTheDocument();
  });
});
