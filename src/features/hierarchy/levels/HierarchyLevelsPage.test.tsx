import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { enter, field } from '../../../../test/setup/formActions';
import { LIMITS } from '../../../shared/validation/limits';
import { levelSchema } from './levelSchema';

const sandbox = setupSandbox();
const open = (language: 'es' | 'en' = 'es') => renderScreen({ route: '/HierarchyLevels', as: { sandbox, role: 'ADM' }, language });

async function editLevel(level: number) {
  const table = await screen.findByRole('table', { name: 'Niveles jerárquicos' });
  await userEvent.click(await within(table).findByRole('button', { name: new RegExp(`^Editar el nivel ${level} `) }));
  return screen.findByRole('dialog', { name: `Editar el nivel ${level}` });
}

describe('hierarchy levels screen', () => {
  it('lists the six levels with their names and how many users hold each', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Niveles jerárquicos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(LIMITS.hierarchy.levelMax - LIMITS.hierarchy.levelMin + 2));
    const holders = [...sandbox.store.users.values()].filter((u) => u.enabled && !u.nonOperational && u.level === 0).length;
    expect(within(table).getByRole('row', { name: new RegExp(`^0 Dirección regional Responsable de una región ${holders} `) })).toBeInTheDocument();
  });

  it('renames a level with a name at its limit, and the table shows it', async () => {
    open();
    const dialog = await editLevel(5);
    const name = 'A'.repeat(LIMITS.hierarchy.levelNameMax);
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre/));
    await enter(/^Nombre/, name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Se guardó el nivel 5: «${name}»`)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name })).toBeInTheDocument();
  });

  it('refuses a name one past its limit and one with outer spaces, with their messages', async () => {
    const tooLong = 'A'.repeat(LIMITS.hierarchy.levelNameMax + 1);
    await expect(levelSchema.validate({ name: tooLong, description: '' })).rejects.toThrow('validation.maxLength');
    open();
    const dialog = await editLevel(4);
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre/));
    await enter(/^Nombre/, 'Operación ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No puede iniciar ni terminar con espacios')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('Operación ');
  });

  it('shows the service’s refusal of a name another level has, and keeps what was typed', async () => {
    open();
    const dialog = await editLevel(4);
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre/));
    await enter(/^Nombre/, 'APOYO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/Ya existe un nivel jerárquico con ese nombre/)).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('APOYO');
  });

  it('renamed by someone else meanwhile: the save is a conflict listing both names, and keep mine saves over their version', async () => {
    open();
    const dialog = await editLevel(3);
    const theirs = { level: 3, name: 'Coordinación de cuadrilla', description: 'Renombrado en otra sesión', rowVersion: 1 };
    expect((await callApi(sandbox, 'PUT', '/catalog/api/v1/HierarchicalLevel', { body: theirs })).status).toBe(200);
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre/));
    await enter(/^Nombre/, 'Coordinación regional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const conflict = await screen.findByRole('dialog', { name: 'Otra persona guardó este registro' });
    const row = within(conflict).getByRole('row', { name: /^Nombre/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([theirs.name, 'Coordinación regional']);
    expect(within(conflict).getByRole('listitem')).toHaveTextContent(/^Descripción/);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    expect(await screen.findByText('Se guardó el nivel 3: «Coordinación regional»')).toBeInTheDocument();
    const level = (await callApi(sandbox, 'GET', '/catalog/api/v1/HierarchicalLevel')).body.data[3];
    expect(level).toMatchObject({ name: 'Coordinación regional', description: theirs.description });
  });

  it('speaks English', async () => {
    // The account's language decides the interface's once signed in.
    sandbox.store.users.get(1)!.langId = 2;
    open('en');
    expect(await screen.findByRole('heading', { name: 'Hierarchy levels', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Edit level 0 / })).toBeInTheDocument();
  });
});
