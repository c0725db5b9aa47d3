import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePdf } from '../../../../test/sandbox/filestorage/bytes';
import { processState, type ChangeRecord } from '../../../../test/sandbox/process/state';
import { choose, enter, field } from '../../../../test/setup/formActions';
import { topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();

const changeIn = (state: ChangeRecord['state']) => [...processState(sandbox.store).changes.values()].find((c) => c.state === state)!;
const open = (change: ChangeRecord, role: 'ENG' | 'SUP', language: 'es' | 'en' = 'es') =>
  renderScreen({ route: `/change/detail/${change.changeId}`, language, as: { sandbox, role } });
const tasksOf = (changeId: number) => [...processState(sandbox.store).tasks.values()].filter((t) => t.changeId === changeId);

/** Types a number as a person would (the field writes it on leaving). */
async function typeNumber(label: RegExp, value: number) {
  const input = within(topDialog()).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, String(value));
  fireEvent.blur(input);
}

describe('a change\'s tasks (the tasks panel)', () => {
  it('adds a task, refusing progress, cost and actual end one past their limits, and saving at the limits', async () => {
    const change = changeIn('Scheduled');
    const before = tasksOf(change.changeId).length;
    open(change, 'ENG');
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarea' }, { timeout: 20_000 }));
    const dialog = topDialog();
    await enter(/^Nombre/, 'Respaldo de configuración del módem');
    await choose(/^Estatus/, 'En curso', dialog);
    await choose(/^Tipo/, 'Respaldo', dialog);
    await choose(/^Prioridad/, sandbox.store.priorities.get(1)!.name, dialog);
    await choose(/^Responsable/, sandbox.store.users.get(4)!.fullName, dialog);
    fireEvent.input(field(/^Inicio programado/), { target: { value: '10/12/2026 08:00' } });
    fireEvent.input(field(/^Fin programado/), { target: { value: '10/12/2026 10:00' } });
    fireEvent.input(field(/^Inicio real/), { target: { value: '10/12/2026 09:00' } });
    fireEvent.input(field(/^Fin real/), { target: { value: '10/12/2026 08:59' } });
    await typeNumber(/^Avance/, LIMITS.tasks.progressMax + 1);
    await typeNumber(/^Costo adicional/, LIMITS.numbers.costMax + 0.01);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El fin real no puede ser anterior al inicio real')).toBeInTheDocument();
    expect(within(dialog).getByText(`El valor debe ser menor o igual a ${LIMITS.tasks.progressMax}`)).toBeInTheDocument();
    expect(within(dialog).getByText(`El valor debe ser menor o igual a ${LIMITS.numbers.costMax}`)).toBeInTheDocument();
    expect(tasksOf(change.changeId)).toHaveLength(before);

    fireEvent.input(field(/^Fin real/), { target: { value: '10/12/2026 09:00' } });
    await typeNumber(/^Avance/, LIMITS.tasks.progressMax);
    await typeNumber(/^Costo adicional/, LIMITS.numbers.costMax);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const table = await screen.findByRole('table', { name: 'Tareas' });
    const row = (await within(table).findByText('Respaldo de configuración del módem')).closest('tr')!;
    expect(row).toHaveTextContent(`${LIMITS.tasks.progressMax}%`);
    expect(tasksOf(change.changeId).at(-1)).toMatchObject({ progress: LIMITS.tasks.progressMax, additionalCost: LIMITS.numbers.costMax, taskStatusId: 2 });
  }, 60_000);

  it('keeps a task\'s files through the attachments panel', async () => {
    const change = changeIn('Scheduled');
    const task = tasksOf(change.changeId)[0]!;
    open(change, 'ENG', 'en');
    await userEvent.click(await screen.findByRole('button', { name: `Files of task ${task.name}` }, { timeout: 20_000 }));
    const dialog = topDialog();
    expect(await within(dialog).findByText('The task has no files')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Choose files'), new File([makePdf(['Bitácora'])], 'bitacora.pdf', { type: 'application/pdf' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect([...sandbox.store.files.values()].some((f) => f.taskId === task.taskId && f.fileName === 'bitacora.pdf')).toBe(true));
    expect(await within(await within(dialog).findByRole('table')).findByText('bitacora.pdf')).toBeInTheDocument();
  }, 60_000);

  it('shows a closed change\'s tasks without add, edit or delete', async () => {
    const change = changeIn('Closed');
    const task = tasksOf(change.changeId)[0]!;
    open(change, 'ENG');
    const table = await screen.findByRole('table', { name: 'Tareas' }, { timeout: 20_000 });
    expect(within(table).getByText(task.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar tarea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Editar tarea ${task.name}` })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: `Archivos de la tarea ${task.name}` }).length).toBeGreaterThan(0));
  }, 60_000);
});
