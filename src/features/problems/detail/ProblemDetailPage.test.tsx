import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProblemStatus } from '../../../api/tags/process';
import { problemState } from '../../../../test/sandbox/process/problemState';
import { solutionState } from '../../../../test/sandbox/process/solutionState';
import { choose } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

const seeded = (status: ProblemStatus, also: (p: { solutionId: number | null }) => boolean = () => true) =>
  [...problemState(sandbox.store).problems.values()].find((p) => p.status === status && also(p))!;
const open = (problemId: number, role: 'DIS' | 'ENG' = 'DIS', language: 'es' | 'en' = 'es') =>
  renderScreen({ route: `/problem/detail/${problemId}`, language, as: { sandbox, role } });
const steps = () => within(screen.getByRole('group', { name: 'Pasos del problema' })).getAllByRole('button').map((b) => b.textContent);

describe('problem detail (problem/detail/{id})', () => {
  it('offers only the legal steps, takes one, and then offers the next ones', async () => {
    const problem = seeded('InAnalysis');
    open(problem.problemId);
    await screen.findByRole('heading', { level: 1, name: `Problema ${problem.problemId}: ${problem.title}` }, { timeout: 20_000 });
    expect(steps()).toEqual(['Registrar error conocido', 'Marcar como resuelto', 'Cancelar problema']);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como resuelto' }));
    await waitFor(() => expect(steps()).toEqual(['Pasar a análisis', 'Cerrar']), { timeout: 15_000 });
    expect(problemState(sandbox.store).problems.get(problem.problemId)!.status).toBe('Resolved');
  }, 60_000);

  it('links a ticket by its number, lists it opening its detail, and unlinks it', async () => {
    const problem = seeded('New');
    const ticketId = [...sandbox.store.tickets.values()].map((t) => t.ticketId).find((id) => !problem.ticketIds.includes(id))!;
    open(problem.problemId);
    const field = await screen.findByLabelText('Número de ticket', undefined, { timeout: 20_000 });
    await userEvent.type(field, `${ticketId}`);
    await userEvent.click(screen.getByRole('button', { name: 'Vincular ticket' }));
    const link = await screen.findByRole('link', { name: String(ticketId) }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toContain(String(ticketId));
    await userEvent.click(screen.getByRole('button', { name: `Desvincular el ticket ${ticketId}` }));
    await waitFor(() => expect(screen.queryByRole('link', { name: String(ticketId) })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(problemState(sandbox.store).problems.get(problem.problemId)!.ticketIds).not.toContain(ticketId);
  }, 60_000);

  it('publishes the known error as a solution in one step, linked both ways', async () => {
    const problem = seeded('KnownError', (p) => p.solutionId === null);
    open(problem.problemId);
    await screen.findByRole('heading', { level: 2, name: 'Publicar el error conocido' }, { timeout: 20_000 });
    await choose(/^Tema$/, 'Redes y conectividad');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar como solución' }));
    const solutionLink = await screen.findByRole('link', { name: /^Solución \d+$/ }, { timeout: 15_000 });
    const solutionId = problemState(sandbox.store).problems.get(problem.problemId)!.solutionId!;
    expect(solutionLink).toHaveAttribute('href', `/solutions/detail/${solutionId}`);
    expect(solutionState(sandbox.store).solutions.get(solutionId)).toMatchObject({ problemId: problem.problemId, title: problem.title });
    expect(solutionState(sandbox.store).solutions.get(solutionId)!.content).toContain(problem.knownIssue!.slice(0, 20));
  }, 60_000);

  it('lets an engineer read it, in English, without steps, edits or links', async () => {
    const problem = seeded('KnownError');
    open(problem.problemId, 'ENG', 'en');
    await screen.findByRole('heading', { level: 1, name: `Problem ${problem.problemId}: ${problem.title}` }, { timeout: 20_000 });
    expect(screen.getByText(problem.rootCause!)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Problem steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit fields' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ticket number')).not.toBeInTheDocument();
  }, 60_000);
});
