import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solutionState } from '../../../../test/sandbox/process/solutionState';
import { choose, enter, field } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 100 });

const open = () => renderScreen({ route: '/solutions/create', language: 'es', as: { sandbox, role: 'DIS' } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear solución' }));
const editor = () => screen.findByRole('textbox', { name: /^Contenido/ }, { timeout: 15_000 });

async function fillValid() {
  await screen.findByLabelText(/^Título/, undefined, { timeout: 15_000 });
  await enter(/^Título/, 'Módem sin señal');
  await userEvent.click(await editor());
  await userEvent.paste('Reinicie el módem <script>x</script>');
  await choose(/^Tema/, 'Redes y conectividad');
  await userEvent.click(field(/^Responsables/).closest('.p-multiselect')!);
  // Among some 400 users, found by its label (a role query over every option takes seconds).
  const name = sandbox.store.users.get(2)!.fullName;
  const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-multiselect-panel')!, { timeout: 10_000 });
  await userEvent.click(await within(panel).findByRole('option', { name, hidden: true }));
  await waitFor(() => expect(field(/^Responsables/).closest('.p-multiselect')).toHaveTextContent(name));
}

describe('new solution (solutions/create)', () => {
  it('creates a solution with its content sanitised and opens its detail', async () => {
    const view = open();
    await fillValid();
    fireEvent.input(field(/^Fecha de revisión/), { target: { value: '10/12/2026' } });
    fireEvent.input(field(/^Fecha de expiración/), { target: { value: '10/12/2026' } });
    await userEvent.type(field(/^Palabras clave/), 'módem{Enter}señal{Enter}');
    await submit();
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/solutions\/detail\/\d+$/), { timeout: 15_000 });
    const solutionId = Number(view.router.state.location.pathname.split('/').pop());
    const saved = solutionState(sandbox.store).solutions.get(solutionId)!;
    expect(saved).toMatchObject({ title: 'Módem sin señal', solutionTopicId: 1, ownerSystemUserIds: [2], keywords: ['módem', 'señal'] });
    expect(saved.content).toContain('Reinicie el módem');
    expect(saved.content).not.toMatch(/<script/);
    expect(saved.reviewDate).toBe(saved.expirationDate);
  }, 60_000);

  it('requires title, content, topic and an owner, and refuses an expiration before the review', async () => {
    const before = solutionState(sandbox.store).solutions.size;
    open();
    await screen.findByLabelText(/^Título/, undefined, { timeout: 15_000 });
    fireEvent.input(field(/^Fecha de revisión/), { target: { value: '10/12/2026' } });
    fireEvent.input(field(/^Fecha de expiración/), { target: { value: '09/12/2026' } });
    await submit();
    expect(await screen.findByText('La fecha de expiración no puede ser anterior a la fecha de revisión')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(4);
    expect(solutionState(sandbox.store).solutions.size).toBe(before);
  }, 60_000);

  it('takes a title up to its limit, and refuses a keyword one past its own', async () => {
    const { titleMax, keywordMax } = LIMITS.solutions;
    open();
    const title = await screen.findByLabelText(/^Título/, undefined, { timeout: 15_000 });
    await enter(/^Título/, 'a'.repeat(titleMax + 1));
    expect(title).toHaveValue('a'.repeat(titleMax));
    await userEvent.click(field(/^Palabras clave/));
    await userEvent.paste(`${'k'.repeat(keywordMax)},${'k'.repeat(keywordMax + 1)},`);
    await submit();
    expect(await screen.findByText(`Cada palabra clave admite como máximo ${keywordMax} caracteres`)).toBeInTheDocument();
  }, 60_000);
});
