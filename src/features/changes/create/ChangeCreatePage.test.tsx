import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { processState } from '../../../../test/sandbox/process/state';
import { choose, chooseLocation, enter, field } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();

const open = () => renderScreen({ route: '/change/create', language: 'es', as: { sandbox, role: 'DIS' } });

/** Fills every required field for a seeded change's client and location, on the first committee with its first member. */
async function fillValidChange() {
  const model = [...processState(sandbox.store).changes.values()][0]!;
  const store = sandbox.store;
  await screen.findByLabelText(/^Nombre/, undefined, { timeout: 15_000 });
  await enter(/^Nombre/, 'Sustitución de módem');
  await choose(/^Tipo/, 'Normal');
  await choose(/^Categoría/, store.categories.get(model.categoryId)!.name);
  await choose(/^Nivel de riesgo/, 'Medio');
  await choose(/^Prioridad/, store.priorities.get(model.priorityId)!.name);
  fireEvent.input(field(/^Fecha de inicio/), { target: { value: '10/12/2026 08:00' } });
  fireEvent.input(field(/^Fecha de fin/), { target: { value: '10/12/2026 12:00' } });
  await choose(/^Comité( \*)?$/, processState(store).boards.get(1)!.name);
  await choose(/^Miembro del CAB/, store.users.get(processState(store).boards.get(1)!.memberUserIds[0]!)!.fullName);
  await choose(/^Cliente/, store.clients.get(model.clientId)!.name);
  await chooseLocation(store.locations.get(model.locationId)!.name);
  return model;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear cambio' }));

describe('new change (change/create)', () => {
  it('creates a draft change and opens its detail', async () => {
    const view = open();
    await fillValidChange();
    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/change\/detail\/\d+$/), { timeout: 15_000 });
    const changeId = Number(view.router.state.location.pathname.split('/').pop());
    expect(processState(sandbox.store).changes.get(changeId)).toMatchObject({ name: 'Sustitución de módem', state: 'Draft', startDate: expect.any(String) });
  }, 60_000);

  it('refuses an end equal to the start, with its message, and sends nothing', async () => {
    const before = processState(sandbox.store).changes.size;
    open();
    await screen.findByLabelText(/^Nombre/, undefined, { timeout: 15_000 });
    fireEvent.input(field(/^Fecha de inicio/), { target: { value: '10/12/2026 08:00' } });
    fireEvent.input(field(/^Fecha de fin/), { target: { value: '10/12/2026 08:00' } });
    await submit();
    expect(await screen.findByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeInTheDocument();
    expect(processState(sandbox.store).changes.size).toBe(before);
  }, 60_000);

  it('takes a background of up to its limit and stops there', async () => {
    const { backgroundMax } = LIMITS.changes;
    open();
    const background = await screen.findByLabelText(/^Antecedentes/);
    await enter(/^Antecedentes/, 'a'.repeat(backgroundMax + 1));
    expect(background).toHaveValue('a'.repeat(backgroundMax));
    expect(screen.getByText(`${backgroundMax}/${backgroundMax}`)).toBeInTheDocument();
  }, 30_000);
});
