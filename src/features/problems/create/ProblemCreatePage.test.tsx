import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problemState } from '../../../../test/sandbox/process/problemState';
import { choose, enter, field } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 100 });

const open = () => renderScreen({ route: '/problem/create', as: { sandbox, role: 'DIS' } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear problema' }));

describe('new problem (problem/create)', () => {
  it('creates a New problem and opens its detail', async () => {
    const view = open();
    await screen.findByLabelText(/^Título/, undefined, { timeout: 20_000 });
    await enter(/^Título/, 'Terminales que se reinician');
    await choose(/^Solicitante/, sandbox.store.users.get(2)!.fullName);
    await choose(/^Impacto/, sandbox.store.impacts.get(1)!.name);
    await choose(/^Prioridad/, sandbox.store.priorities.get(1)!.name);
    await enter(/^Síntomas/, 'Se reinician al cobrar');
    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/problem\/detail\/\d+$/), { timeout: 15_000 });
    const problemId = Number(view.router.state.location.pathname.split('/').pop());
    expect(problemState(sandbox.store).problems.get(problemId)).toMatchObject({ title: 'Terminales que se reinician', status: 'New', requesterUserId: 2, symptoms: 'Se reinician al cobrar' });
  }, 60_000);

  it('requires title, requester, impact and priority, refuses an expiration before the report, and sends nothing', async () => {
    const before = problemState(sandbox.store).problems.size;
    open();
    await screen.findByLabelText(/^Título/, undefined, { timeout: 20_000 });
    fireEvent.input(field(/^Fecha de reporte/), { target: { value: '10/12/2026 08:00' } });
    fireEvent.input(field(/^Fecha de expiración/), { target: { value: '10/12/2026 07:59' } });
    await submit();
    expect(await screen.findByText('La fecha de expiración no puede ser anterior a la fecha de reporte')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(problemState(sandbox.store).problems.size).toBe(before);
  }, 60_000);

  it('takes a title and the long texts up to their limits and stops there', async () => {
    const { titleMax, longTextMax } = LIMITS.problems;
    open();
    const title = await screen.findByLabelText(/^Título/, undefined, { timeout: 20_000 });
    await enter(/^Título/, 'a'.repeat(titleMax + 1));
    expect(title).toHaveValue('a'.repeat(titleMax));
    await enter(/^Causa raíz/, 'b'.repeat(longTextMax + 1));
    expect(field(/^Causa raíz/)).toHaveValue('b'.repeat(longTextMax));
  }, 60_000);
});
