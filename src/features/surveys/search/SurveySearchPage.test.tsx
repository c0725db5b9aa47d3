import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveysOf } from '../../../../test/sandbox/insight/surveyState';
import { gridRows, topDialog } from '../../../../test/setup/gridActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

const sandbox = setupSandbox();
const enabledTitles = () => [...surveysOf(sandbox.store).templates.values()].filter((t) => t.enabled).map((t) => t.title).sort((a, b) => a.localeCompare(b, 'es'));
const rows = () => gridRows('Búsqueda de encuestas', 45_000);

describe('survey search (surveys/search)', () => {
  it('lists the enabled templates and deletes one as an update with enabled false', async () => {
    renderScreen({ route: '/surveys/search', as: { sandbox, role: 'ADM' } });
    const texts = (await rows()).map((r) => r.textContent);
    expect(texts).toHaveLength(enabledTitles().length);
    enabledTitles().forEach((title, i) => expect(texts[i]).toContain(title));
    const [first] = enabledTitles();
    await userEvent.click(screen.getByRole('button', { name: `Eliminar ${first}` }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect([...surveysOf(sandbox.store).templates.values()].find((t) => t.title === first)).toMatchObject({ enabled: false, rowVersion: 2 }));
    await waitFor(async () => expect((await rows()).map((r) => r.textContent).join()).not.toContain(first));
  }, 60_000);

  it('opens a template from its title in the editor, which saves it with its version and comes back', async () => {
    const { router } = renderScreen({ route: '/surveys/search', as: { sandbox, role: 'ADM' } });
    await rows();
    const template = surveysOf(sandbox.store).templates.get(2)!;
    const [first, second, third] = template.questions.map((q) => q.idSurveyQuestion);
    await userEvent.click(screen.getByRole('link', { name: template.title }));
    const form = await screen.findByRole('form', { name: 'Editar encuesta' }, { timeout: 20_000 });
    expect(within(form).getAllByRole('heading', { level: 3 })).toHaveLength(template.questions.length);
    await userEvent.click(within(form).getByRole('button', { name: 'Bajar la Pregunta 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar encuesta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveys/search'));
    const saved = surveysOf(sandbox.store).templates.get(2)!;
    expect(saved.rowVersion).toBe(2);
    expect(saved.questions.map((q) => q.idSurveyQuestion)).toEqual([second, first, third]);
  }, 60_000);
});
