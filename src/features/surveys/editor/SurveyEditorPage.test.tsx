import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveysOf } from '../../../../test/sandbox/insight/surveyState';
import { userFor } from '../../../../test/setup/callApi';
import { choose } from '../../../../test/setup/formActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
const { labelMax, scaleMaxMin, scaleMaxMax, scaleMaxDefault } = LIMITS.surveys;

const open = (route = '/surveys/new', language: 'es' | 'en' = 'es') => renderScreen({ route, language, as: { sandbox, role: 'ADM' } });
const form = () => screen.findByRole('form', { name: 'Nueva encuesta' }, { timeout: 20_000 });
const card = (number: number) => screen.getByRole('region', { name: `Pregunta ${number}` });
const addQuestion = () => userEvent.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar encuesta' }));
const templates = () => [...surveysOf(sandbox.store).templates.values()];

async function paste(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
async function typeNumber(input: HTMLElement, value: number) {
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Tab}`);
}

describe('survey editor (surveys/new)', () => {
  it('ignores a save without a title or questions, saying why, and sends nothing', async () => {
    open();
    await form();
    const before = templates().length;
    await save();
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Agregue al menos una pregunta para guardar la encuesta')).toBeInTheDocument();
    expect(templates()).toHaveLength(before);
  }, 60_000);

  it('takes a label of 240 characters and refuses the 241st and one of spaces only, 500 ms after the last keystroke', async () => {
    open();
    await form();
    await addQuestion();
    const label = within(card(1)).getByLabelText(/^Texto de la pregunta 1/);
    await paste(label, 'x'.repeat(labelMax + 1));
    // Not saved into the form yet: the message comes with the save, after the pause.
    expect(screen.queryByText(`La pregunta no puede exceder ${labelMax} caracteres`)).not.toBeInTheDocument();
    expect(await screen.findByText(`La pregunta no puede exceder ${labelMax} caracteres`)).toBeInTheDocument();
    await paste(label, 'x'.repeat(labelMax));
    await waitFor(() => expect(screen.queryByText(/La pregunta no puede exceder/)).not.toBeInTheDocument());
    await paste(label, '   ');
    expect(await screen.findByText('No puede contener solo espacios')).toBeInTheDocument();
  }, 60_000);

  it('runs a linear scale from 1 to 5 by default and takes a maximum of 1 and 10 but not 11; a new type clears the label', async () => {
    open();
    await form();
    await addQuestion();
    await paste(within(card(1)).getByLabelText(/^Texto de la pregunta 1/), 'Califique');
    await choose(/^Tipo de la pregunta 1/, 'Escala lineal', card(1));
    expect(within(card(1)).getByLabelText(/^Texto de la pregunta 1/)).toHaveValue('');
    const max = within(card(1)).getByLabelText(/^Máximo de la escala/);
    expect(max).toHaveValue(String(scaleMaxDefault));
    const message = `El máximo de la escala debe ser de ${scaleMaxMin} a ${scaleMaxMax}`;
    await typeNumber(max, scaleMaxMax + 1);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await typeNumber(max, scaleMaxMax);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await typeNumber(max, scaleMaxMin);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }, 60_000);

  it('starts options with one that cannot be removed, adds more and renumbers them after a removal', async () => {
    open();
    await form();
    await addQuestion();
    await choose(/^Tipo de la pregunta 1/, 'Opción múltiple', card(1));
    expect(within(card(1)).getByRole('button', { name: 'Quitar la opción 1' })).toBeDisabled();
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Agregar opción' }));
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Agregar opción' }));
    await paste(within(card(1)).getByLabelText(/^Opción 1/), 'Sí');
    await paste(within(card(1)).getByLabelText(/^Opción 2/), 'No');
    await paste(within(card(1)).getByLabelText(/^Opción 3/), 'Tal vez');
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Quitar la opción 1' }));
    expect(within(card(1)).getByLabelText(/^Opción 1/)).toHaveValue('No');
    expect(within(card(1)).getByLabelText(/^Opción 2/)).toHaveValue('Tal vez');
    expect(within(card(1)).queryByLabelText(/^Opción 3/)).not.toBeInTheDocument();
  }, 60_000);

  it('reorders with the move buttons from the keyboard, renumbers after a removal, saves in order and goes to the search', async () => {
    const { router } = open();
    await form();
    await paste(screen.getByLabelText(/^Título/), 'Postventa');
    for (const text of ['Primera', 'Segunda', 'Tercera']) {
      await addQuestion();
      const number = screen.getAllByRole('heading', { level: 3 }).length;
      await paste(within(card(number)).getByLabelText(/^Texto de la pregunta/), text);
    }
    within(card(3)).getByRole('button', { name: 'Subir la Pregunta 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(card(2)).getByLabelText(/^Texto de la pregunta 2/)).toHaveValue('Tercera');
    expect(within(card(1)).getByRole('button', { name: 'Subir la Pregunta 1' })).toBeDisabled();
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Quitar la pregunta 1' }));
    expect(within(card(1)).getByLabelText(/^Texto de la pregunta 1/)).toHaveValue('Tercera');
    await userEvent.click(within(card(2)).getByRole('switch', { name: /Pregunta 2 obligatoria/ }));
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveys/search'));
    const saved = templates().find((t) => t.title === 'Postventa')!;
    expect(saved.questions.map((q) => [q.orderItem, q.label, q.isRequired])).toEqual([[1, 'Tercera', true], [2, 'Segunda', false]]);
  }, 60_000);

  it('a moved card shows its own type, scale and required switch, and its edits stay its own', async () => {
    open();
    await form();
    await addQuestion();
    await choose(/^Tipo de la pregunta 1/, 'Escala lineal', card(1));
    await typeNumber(within(card(1)).getByLabelText(/^Máximo de la escala/), 7);
    await addQuestion();
    await userEvent.click(within(card(2)).getByRole('switch', { name: /Pregunta 2 obligatoria/ }));

    within(card(2)).getByRole('button', { name: 'Subir la Pregunta 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(card(1)).getByLabelText(/^Tipo de la pregunta 1/).closest('.p-dropdown')).toHaveTextContent('Respuesta corta');
    expect(within(card(1)).queryByLabelText(/^Máximo de la escala/)).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('switch', { name: /Pregunta 1 obligatoria/ })).not.toBeChecked();
    expect(within(card(2)).getByLabelText(/^Tipo de la pregunta 2/).closest('.p-dropdown')).toHaveTextContent('Escala lineal');
    expect(within(card(2)).getByLabelText(/^Máximo de la escala/)).toHaveValue('7');
    expect(within(card(2)).getByRole('switch', { name: /Pregunta 2 obligatoria/ })).toBeChecked();

    await typeNumber(within(card(2)).getByLabelText(/^Máximo de la escala/), 4);
    await userEvent.click(within(card(1)).getByRole('switch', { name: /Pregunta 1 obligatoria/ }));
    expect(within(card(2)).getByLabelText(/^Máximo de la escala/)).toHaveValue('4');
    expect(within(card(1)).getByRole('switch', { name: /Pregunta 1 obligatoria/ })).toBeChecked();
  }, 60_000);

  it('goes to the search on cancel, sending nothing', async () => {
    const { router } = open();
    await form();
    const before = templates().length;
    await paste(screen.getByLabelText(/^Título/), 'Borrador');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveys/search'));
    expect(templates()).toHaveLength(before);
  }, 60_000);

  it('stays on a fresh form after saving for a user without the search permission', async () => {
    (sandbox.store.permissionsOf(userFor(sandbox, 'ADM')) as Set<string>).delete('SurveySearch');
    const { router } = open();
    await form();
    await paste(screen.getByLabelText(/^Título/), 'Sin búsqueda');
    await addQuestion();
    await paste(within(card(1)).getByLabelText(/^Texto de la pregunta 1/), 'Única');
    await save();
    await waitFor(() => expect(templates().some((t) => t.title === 'Sin búsqueda')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/surveys/new');
  }, 60_000);
});
